/**
 * Account: a new email address or mobile number (a `bind` code sent to the new address, and the
 * current password; "Send code" passes the human check first, ADR 105), and a new password (the old one needed; every other session ends). Each
 * form's buttons are intents of one action, so it all works without JavaScript.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadAccountPage } from "~/features/account/account-data.server";
import { accountSchemaFor } from "~/features/account/account-forms";
import { normaliseMobile } from "../../functions/contract/mobile-numbers";
import { userActionFailure, userActionInvalid, userActionSuccess } from "~/features/account/user-action.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { AppScreen } from "~/components/page/AppScreen";
import { UserNav } from "~/features/account/UserNav";
import { EmailChangeForm } from "~/features/account/EmailChangeForm";
import { MobileChangeForm } from "~/features/account/MobileChangeForm";
import { PasswordChangeForm } from "~/features/account/PasswordChangeForm";
import { humanCheckInput } from "~/features/auth/human-check-form";
import { loadHumanCheck } from "~/features/auth/human-check.server";

/** Each address form has its own check: a slide challenge sends one code. */
export const loader = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, async (upstream) => {
    const [user, emailCheck, mobileCheck] = await Promise.all([
      upstream.call("user/info"),
      loadHumanCheck(args),
      loadHumanCheck(args),
    ]);
    return { user, emailCheck, mobileCheck };
  });
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userAccount" };

export async function action({ request, context }: ActionFunctionArgs) {
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

export default function Screen() {
  const {
    screen: { user, emailCheck, mobileCheck },
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <AppScreen titleKey="pages.userAccount">
      <UserNav />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <EmailChangeForm currentEmail={user.email} check={emailCheck} actionData={actionData} busy={busy} />
        <MobileChangeForm
          mobile={user.mobile}
          countryCode={user.countryCode}
          check={mobileCheck}
          actionData={actionData}
          busy={busy}
        />
        <PasswordChangeForm actionData={actionData} busy={busy} />
      </div>
    </AppScreen>
  );
}
