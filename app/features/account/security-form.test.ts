/** The security screen's "sign out" button posts what user/sessions/revoke accepts (one rule, ADR 244). */
import { describe, expect, it } from "vitest";
import { z } from "../../lib/forms/zod";
import { sessionIdField } from "../../../functions/contract/accounts";
import { securityActionSchema } from "./security-form";

const revokeCall = z.object({ id: sessionIdField });

describe("security form and user/sessions/revoke", () => {
  it.each(["3f2a9c", " 3f2a9c ", "", "   ", "x".repeat(64), "x".repeat(65)])("session id %s", (id) => {
    const backend = revokeCall.safeParse({ id });
    const form = securityActionSchema.safeParse({ intent: "revoke", id });
    expect(form.success).toBe(backend.success);
    if (backend.success && form.success && form.data.intent === "revoke") expect(form.data.id).toBe(backend.data.id);
  });

  it("signing out the other sessions carries no id", () => {
    expect(securityActionSchema.safeParse({ intent: "revokeOthers" }).success).toBe(true);
  });
});
