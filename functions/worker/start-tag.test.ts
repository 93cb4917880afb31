import { describe, expect, it } from "vitest";
import { withAttributes } from "./start-tag";

describe("withAttributes", () => {
  const tag =
    '<button type="submit" value="add" aria-pressed="false" class="btn btn-outline" data-favorite="product:1">';
  it("sets attributes in their place and adds new ones last", () => {
    expect(withAttributes(tag, { "aria-pressed": "true", value: "cancel", title: 'say "hi"' })).toBe(
      '<button type="submit" value="cancel" aria-pressed="true" class="btn btn-outline" data-favorite="product:1" title="say &quot;hi&quot;">',
    );
  });
  it("gives a change the current value, and keeps other values as written", () => {
    const swapped = withAttributes(tag, {
      class: (current) => (current ?? "").replace("btn-outline", "btn-secondary"),
    });
    expect(swapped).toBe(tag.replace("btn-outline", "btn-secondary"));
    const json = '<a aria-label="Cart, 0 items" data-cart-link="{&quot;one&quot;:&quot;Cart&quot;}" href="/cart">';
    expect(withAttributes(json, { "aria-label": "Cart, 2 items" })).toBe(json.replace("0 items", "2 items"));
  });
  it("reads bare, single-quoted and unquoted attributes, and a self-closing tag", () => {
    expect(withAttributes("<input disabled name='q' value=x />", { value: "y" })).toBe(
      '<input disabled="" name="q" value="y" />',
    );
  });
  it("leaves what is not a start tag alone", () => {
    expect(withAttributes("not a tag", { a: "b" })).toBe("not a tag");
    expect(withAttributes('<a href="x"', { a: "b" })).toBe('<a href="x"');
  });
});
