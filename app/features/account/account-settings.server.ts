/**
 * The account screen's loader and action (routes/user.account.tsx): a new email address or
 * mobile number (a `bind` code sent to the new address, and the current password; "Send code"
 * passes the human check first, ADR 105), and a new password (the old one needed; every other
 * session ends). Each form's buttons are intents of one action, so it all works without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { normaliseMobile } from "../../../functions/contract/mobile-numbers";
import { humanCheckInput } from "~/features/auth/human-check-form";
import { loadHumanCheck } from "~/features/auth/human-check.server";
import { loadAccountPage } from "./account-data.server";
import { accountSchemaFor } from "./account-forms";
import { userActionFailure, userActionInvalid, userActionSuccess } from "./user-action.server";

/** Each address form has its own check: a slide challenge sends one code. */
export const loadAccountSettings = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, async (upstream) => {
    const [user, emailCheck, mobileCheck] = await Promise.all([
      upstream.call("user/info"),
      loadHumanCheck(args),
      loadHumanCheck(args),
    ]);
    return { user, emailCheck, mobileCheck };
  });

export async function accountSettingsAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "password");
  const submission = parseWithZod(formData, { schema: accountSchemaFor(intent) });
  if (submission.status !== "success") return userActionInvalid(intent, submission);
  const upstream = context.upstream;
  const value = submission.value;
  try {
    switch (value.intent) {
      case "email-code":
        await upstream.call("auth/sendCode", {
          account: value.email,
          scene: "bind",
          humanCheck: humanCheckInput(formData),
        });
        return userActionSuccess(intent, submission, "account.codeSent", false);
      case "mobile-code":
        await upstream.call("auth/sendCode", {
          account: normaliseMobile(value.countryCode, value.mobile),
          countryCode: value.countryCode,
          scene: "bind",
          humanCheck: humanCheckInput(formData),
        });
        return userActionSuccess(intent, submission, "account.codeSent", false);
      case "email":
        await upstream.call("user/editEmail", { email: value.email, code: value.code, password: value.password });
        return userActionSuccess(intent, submission, "account.emailChanged");
      case "mobile":
        await upstream.call("user/editMobile", {
          countryCode: value.countryCode,
          mobile: normaliseMobile(value.countryCode, value.mobile),
          code: value.code,
          password: value.password,
        });
        return userActionSuccess(intent, submission, "account.mobileChanged");
      default:
        await upstream.call("user/editPassword", { oldPassword: value.oldPassword, password: value.password });
        return userActionSuccess(intent, submission, "account.passwordChanged");
    }
  } catch (error) {
    return userActionFailure(
      intent,
      submission,
      error,
      ["email", "mobile", "countryCode", "code", "password", "oldPassword", "humanCheck"],
      { request, context },
    );
  }
}
