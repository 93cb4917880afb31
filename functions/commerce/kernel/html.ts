/** Escaping for the HTML the composer writes, and the component placeholder element. */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** `<div data-component="Name" data-props="…">`: the storefront mounts its component `Name` here. */
export function componentElement(name: string, props: unknown): string {
  return `<div data-component="${escapeHtml(name)}" data-props="${escapeHtml(JSON.stringify(props ?? {}))}"></div>`;
}
