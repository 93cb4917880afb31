/** What the user-center screens share: paging and date formatting. */
import { formatDate } from "../../../functions/contract/dates";

export type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

export const pageCount = (paged: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(paged.total / paged.pageSize));

/** A moment with its time, by the shared date rule (UTC, named): the server's HTML and the browser agree. */
export function formatDateTime(value: string | null, lang: string): string {
  if (!value) return "—";
  return formatDate(value, lang, true) || value;
}

/** The page number from ?page=, 1 when absent or nonsense. */
export const pageParam = (request: Request) =>
  Math.min(1000, Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page"))) || 1));
