/**
 * The facet form's fields as a URL query. Its own module: the form's stand-in before its code is
 * in (LazyListingFilters.tsx) needs it too, without the form's hook.
 */
/** The form's fields as a URL query: empty fields left out, paging restarted. */
export function formSearch(form: HTMLFormElement): string {
  const out = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || value.trim() === "" || name === "page") continue;
    // The default sort says nothing: one URL per list keeps the edge cache's copies few.
    if (name === "sort" && value === "newest") continue;
    out.append(name, value);
  }
  const text = out.toString();
  return text ? `?${text}` : "";
}
