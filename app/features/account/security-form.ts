/** The security screen's buttons: sign out one session, or every session but this one. */
import { z } from "../../lib/forms/zod";
import { sessionIdField } from "../../../functions/contract/accounts";

/** The session's id by the rule user/sessions/revoke validates with (the contract's, ADR 244). */
export const securityActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke"), id: sessionIdField }),
  z.object({ intent: z.literal("revokeOthers") }),
]);
