/**
 * The conform state of one form on the account screen (routes/user.account.tsx): each form
 * reads only the action's reply meant for its own intents, and validates with the same schema
 * the action uses. Shared by the email, mobile and password forms.
 */
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { accountSchemaFor } from "~/features/account/account-forms";
import { replyFor, type UserActionResult } from "~/features/account/user-action";

/** What every account form gets from the screen: the last action reply and whether one is running. */
export type AccountFormProps = { actionData: UserActionResult | undefined; busy: boolean };

export function useAccountForm(id: string, intents: string[], actionData: UserActionResult | undefined) {
  const reply = replyFor(actionData, intents);
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchemaFor(formData.get("intent")) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return { form, fields, notice: reply?.notice ?? null };
}
