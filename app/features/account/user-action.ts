/** What a user-center action answers (see user-action.server.ts), and which form of a screen it is for. */
import type { SubmissionResult } from "@conform-to/react";

export type UserActionResult = { intent: string; result: SubmissionResult<string[]>; notice: string | null };

/** The reply meant for one form of a screen with several. */
export const replyFor = (actionData: UserActionResult | undefined, intents: string[]) =>
  actionData && intents.includes(actionData.intent) ? actionData : undefined;
