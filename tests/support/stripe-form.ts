/**
 * Stripe's request bodies are form-encoded with brackets for nesting
 * (`line_items[0][price_data][currency]=usd`, `metadata[orderNo]=…`), as its API reference
 * documents; this reads one back into the object the SDK was given.
 */
type Value = string | Value[] | { [key: string]: Value };

export function parseStripeForm(raw: string): Record<string, Value> {
  const root: Record<string, Value> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const path = name.replace(/\]/g, "").split("[");
    let node: Record<string, Value> = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= /^\d+$/.test(path[index + 1]) ? ([] as unknown as Value) : {};
      node = node[key] as Record<string, Value>;
    });
  }
  return root;
}
