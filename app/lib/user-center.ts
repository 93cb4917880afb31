/** What the user-center screens share: paging and date formatting. */
export type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

export const pageCount = (paged: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(paged.total / paged.pageSize));

export function formatDateTime(value: string | null, lang: string): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** The page number from ?page=, 1 when absent or nonsense. */
export const pageParam = (request: Request) =>
  Math.min(1000, Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page"))) || 1));
