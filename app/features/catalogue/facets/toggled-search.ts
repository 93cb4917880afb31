/**
 * The query of a facet value's one-click link (docs/decisions/340): the page's current query with
 * that one value picked or unpicked, paging restarted. A box adds or removes its value; a radio
 * sets its value, and "any" (an empty value) removes the parameter. A picked price range replaces
 * typed bounds, as in the form. The default sort is left out, as the form leaves it out.
 */
export function toggledSearch(
  current: URLSearchParams,
  type: "checkbox" | "radio",
  name: string,
  value: string,
): string {
  const next = new URLSearchParams();
  for (const [key, kept] of current) {
    if (key === "page" || key === name || (key === "sort" && kept === "newest")) continue;
    if (name === "price" && (key === "min" || key === "max")) continue;
    next.append(key, kept);
  }
  const values = current.getAll(name);
  if (type === "checkbox") {
    const picked = values.includes(value) ? values.filter((other) => other !== value) : [...values, value];
    for (const other of picked) next.append(name, other);
  } else if (value !== "") {
    next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}
