import { describe, expect, it } from "vitest";
import { pushToUser, pushToVisitor } from "./push";

describe("socket pushes", () => {
  it("are a quiet no-op without the VISITOR_SOCKET binding", async () => {
    expect(await pushToUser({}, 1, { type: "return.updated" })).toBe(false);
    expect(await pushToVisitor({}, "v1", { type: "return.updated" })).toBe(false);
  });
});
