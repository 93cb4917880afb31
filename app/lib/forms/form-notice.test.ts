import { describe, expect, it } from "vitest";
import { markNotice, readNotice } from "./form-notice";

describe("a form message's notice", () => {
  it("travels inside the message and comes off whole", () => {
    expect(readNotice(markNotice("toast", "Too many attempts: try again at 10:30."))).toEqual({
      kind: "toast",
      message: "Too many attempts: try again at 10:30.",
    });
    expect(readNotice(markNotice("dialog", "errors.unknown"))).toEqual({ kind: "dialog", message: "errors.unknown" });
    expect(readNotice("validation.required|checkout.city")).toEqual({
      kind: null,
      message: "validation.required|checkout.city",
    });
  });
});
