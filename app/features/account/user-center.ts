/** What the user-center screens share: the page number asked for and date formatting (the paged list itself: components/ui/PagedList.tsx). */
import { formatDate } from "../../../functions/contract/dates";

/** A moment with its time, by the shared date rule (UTC, named): the server's HTML and the browser agree. */
export function formatDateTime(value: string | null, lang: string): string {
  if (!value) return "—";
  return formatDate(value, lang, true) || value;
}

/** The page number from ?page=, 1 when absent or nonsense. */
export const pageParam = (request: Request) =>
  Math.min(1000, Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page"))) || 1));
