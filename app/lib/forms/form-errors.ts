/**
 * Reading the one failure shape (conform's reply under `result`, lib/action-failure.server.ts)
 * where a form has no `useForm`: the form's own messages. Any action
 * answer may be passed; one without a reply has no messages.
 */
import type { SubmissionResult } from "@conform-to/react";

type Answer = object | null | undefined;

const replyOf = (answer: Answer): SubmissionResult<string[]> | undefined =>
  answer && "result" in answer ? ((answer.result ?? undefined) as SubmissionResult<string[]> | undefined) : undefined;

export const formErrorsOf = (answer: Answer): string[] | undefined => replyOf(answer)?.error?.[""] ?? undefined;
