/**
 * An HTML start tag with some attributes set, written as HTMLRewriter writes a start tag it
 * changed (stitch-template.ts, docs/decisions/364): `<name`, each attribute as ` name="value"` in
 * its place (a new one last), then `>` (or ` />`). A value given is escaped as HTMLRewriter's
 * setAttribute escapes it (`"` only); a value kept is the page's own, as written.
 */
const NAME = /^<([^\s/>]+)/;
/** One attribute: its name, and its value double-, single- or un-quoted (none for a bare name). */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const SPACE = /[\s/]*/y;

type Change = string | ((current: string | null) => string);

/** The tag with `changes` applied; the tag as it was when it cannot be read. */
export function withAttributes(tag: string, changes: Record<string, Change>): string {
  const name = NAME.exec(tag);
  if (!name || !tag.endsWith(">")) return tag;
  const end = tag.length - 1;
  const selfClosing = /\/\s*>$/.test(tag);
  const attributes: [string, string][] = [];
  let at = name[0].length;
  for (;;) {
    SPACE.lastIndex = at;
    SPACE.exec(tag);
    at = SPACE.lastIndex;
    if (at >= end) break;
    ATTRIBUTE.lastIndex = at;
    const attribute = ATTRIBUTE.exec(tag);
    if (!attribute || ATTRIBUTE.lastIndex > end) return tag;
    attributes.push([attribute[1], attribute[2] ?? attribute[3] ?? attribute[4] ?? ""]);
    at = ATTRIBUTE.lastIndex;
  }
  const escaped = (value: string) => value.replace(/"/g, "&quot;");
  const value = (change: Change, current: string | null) =>
    escaped(typeof change === "function" ? change(current) : change);
  const written = attributes.map(([attribute, current]) => {
    const change = changes[attribute.toLowerCase()];
    return ` ${attribute}="${change === undefined ? current : value(change, current)}"`;
  });
  const present = new Set(attributes.map(([attribute]) => attribute.toLowerCase()));
  for (const [attribute, change] of Object.entries(changes))
    if (!present.has(attribute)) written.push(` ${attribute}="${value(change, null)}"`);
  return `<${name[1]}${written.join("")}${selfClosing ? " />" : ">"}`;
}
