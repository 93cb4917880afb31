/** The security screen's buttons: sign out one session, or every session but this one. */
import { z } from "../../lib/forms/zod";

export const securityActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke"), id: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal("revokeOthers") }),
]);
