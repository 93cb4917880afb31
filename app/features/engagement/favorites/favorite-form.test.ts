/** The favourite buttons post what favorite/add and favorite/cancel accept (one rule, ADR 244). */
import { describe, expect, it } from "vitest";
import { favoriteTarget } from "../../../../functions/contract/favorites";
import { favoriteSchema } from "./favorite-form";

describe("favourite form and favorite/add, favorite/cancel", () => {
  it.each(["article", "product", "page", "video", ""])("type %s", (type) => {
    const form = favoriteSchema.safeParse({ intent: "add", type, id: "7" });
    expect(form.success).toBe(favoriteTarget.safeParse({ type, id: 7 }).success);
  });

  it.each(["7", " 7 ", "0", "-3", "2.5", "x", "1e3"])("id %s", (id) => {
    const backend = favoriteTarget.safeParse({ type: "product", id: Number(id) });
    const form = favoriteSchema.safeParse({ intent: "cancel", type: "product", id });
    expect(form.success).toBe(backend.success);
    if (backend.success && form.success) expect(form.data.id).toBe(backend.data.id);
  });
});
