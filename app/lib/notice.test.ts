import { describe, expect, it } from "vitest";
import { noticeFor } from "./notice";

describe("noticeFor", () => {
  it("follows the error catalogue", () => {
    expect(noticeFor(0, "ok")).toEqual({ kind: "none" });
    expect(noticeFor(10, "Read this")).toEqual({ kind: "dialog", text: "Read this" });
    expect(noticeFor(41, "Out of stock")).toEqual({ kind: "toast", text: "Out of stock" });
    expect(noticeFor(41, "")).toEqual({ kind: "toast", key: "errors.fail" });
    expect(noticeFor(30, "nope", 403)).toEqual({ kind: "toast", key: "errors.authorization" });
    expect(noticeFor(50, "expired", 401)).toEqual({ kind: "signOut" });
    expect(noticeFor(51, "elsewhere", 401)).toEqual({ kind: "signOut" });
    expect(noticeFor(20000, "")).toEqual({ kind: "toast", key: "errors.timeout" });
    expect(noticeFor(500, "stack trace")).toEqual({ kind: "toast", key: "errors.unknown" });
  });
});
