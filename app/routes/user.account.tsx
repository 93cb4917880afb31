/**
 * Account: a new email address or mobile number (a `bind` code sent to the new address, and the
 * current password; "Send code" passes the human check first, ADR 105), and a new password (the old one needed; every other session ends). Each
 * form's buttons are intents of one action, so it all works without JavaScript.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadAccountPage } from "~/lib/account-data.server";
import { accountSchemaFor } from "~/lib/forms/account";
import { normaliseMobile } from "../../functions/contract/mobile-numbers";
import { CountryCodeSelect } from "~/components/auth/CountryCodeSelect";
import { replyFor } from "~/lib/forms/user-action";
import { userActionFailure, userActionInvalid, userActionSuccess } from "~/lib/forms/user-action.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { TextField } from "~/components/auth/TextField";
import { UserNav } from "~/components/account/UserNav";
import { HumanCheckField } from "~/components/auth/HumanCheckField";
import { humanCheckInput } from "~/lib/forms/human-check";
import { loadHumanCheck } from "~/lib/human-check.server";

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

function useAccountForm(id: string, intents: string[], actionData: ReturnType<typeof useActionData<typeof action>>) {
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

export default function Screen() {
  const {
    screen: { user, emailCheck, mobileCheck },
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const email = useAccountForm("email-form", ["email", "email-code"], actionData);
  const mobile = useAccountForm("mobile-form", ["mobile", "mobile-code"], actionData);
  const password = useAccountForm("password-form", ["password"], actionData);
  const sendCode = (intent: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      className="btn shrink-0 btn-outline"
      disabled={busy}
    >
      {t("auth.sendCode")}
    </button>
  );
  return (
    <AppScreen titleKey="pages.userAccount">
      <UserNav />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="email-heading">
          <h2 id="email-heading" className="font-semibold">
            {t("account.emailHeading")}
          </h2>
          <p className="shop-desc text-sm">{t("account.current", { value: user.email ?? "—" })}</p>
          <Form method="post" {...getFormProps(email.form)} className="mt-2 flex flex-col gap-1">
            <button type="submit" name="intent" value="email" className="hidden" tabIndex={-1} aria-hidden="true" />
            <FormMessage
              id={email.form.errorId}
              errors={email.form.errors}
              notice={email.notice ? t(email.notice) : null}
            />
            <TextField
              field={email.fields.email}
              labelKey="account.newEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              addon={sendCode("email-code")}
            />
            <HumanCheckField
              formId={email.form.id}
              check={emailCheck}
              errors={email.fields.humanCheck.errors}
              resetKey={actionData}
            />
            <TextField
              field={email.fields.code}
              labelKey="auth.code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <TextField
              field={email.fields.password}
              labelKey="account.currentPassword"
              type="password"
              autoComplete="current-password"
            />
            <button type="submit" name="intent" value="email" className="btn self-start btn-primary" disabled={busy}>
              {t("account.changeEmail")}
            </button>
          </Form>
        </section>
        <section aria-labelledby="mobile-heading">
          <h2 id="mobile-heading" className="font-semibold">
            {t("account.mobileHeading")}
          </h2>
          <p className="shop-desc text-sm">
            {t("account.current", { value: user.mobile ? `${user.countryCode ?? ""} ${user.mobile}` : "—" })}
          </p>
          <Form method="post" {...getFormProps(mobile.form)} className="mt-2 flex flex-col gap-1">
            <button type="submit" name="intent" value="mobile" className="hidden" tabIndex={-1} aria-hidden="true" />
            <FormMessage
              id={mobile.form.errorId}
              errors={mobile.form.errors}
              notice={mobile.notice ? t(mobile.notice) : null}
            />
            <div className="grid grid-cols-[9rem_1fr] gap-2">
              <CountryCodeSelect field={mobile.fields.countryCode} />
              <TextField
                field={mobile.fields.mobile}
                labelKey="account.newMobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                addon={sendCode("mobile-code")}
              />
            </div>
            <HumanCheckField
              formId={mobile.form.id}
              check={mobileCheck}
              errors={mobile.fields.humanCheck.errors}
              resetKey={actionData}
            />
            <TextField
              field={mobile.fields.code}
              labelKey="auth.code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <TextField
              field={mobile.fields.password}
              labelKey="account.currentPassword"
              type="password"
              autoComplete="current-password"
            />
            <button type="submit" name="intent" value="mobile" className="btn self-start btn-primary" disabled={busy}>
              {t("account.changeMobile")}
            </button>
          </Form>
        </section>
        <section aria-labelledby="password-heading">
          <h2 id="password-heading" className="font-semibold">
            {t("account.passwordHeading")}
          </h2>
          <p className="shop-desc text-sm">{t("account.passwordNote")}</p>
          <Form method="post" {...getFormProps(password.form)} className="mt-2 flex flex-col gap-1">
            <FormMessage
              id={password.form.errorId}
              errors={password.form.errors}
              notice={password.notice ? t(password.notice) : null}
            />
            <TextField
              field={password.fields.oldPassword}
              labelKey="account.currentPassword"
              type="password"
              autoComplete="current-password"
            />
            <TextField
              field={password.fields.password}
              labelKey="account.newPassword"
              type="password"
              autoComplete="new-password"
              hintKey="auth.passwordHint"
            />
            <button type="submit" name="intent" value="password" className="btn self-start btn-primary" disabled={busy}>
              {t("account.changePassword")}
            </button>
          </Form>
        </section>
      </div>
    </AppScreen>
  );
}
