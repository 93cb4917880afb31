/** After signing up by email (routes/auth.verify-prompt.tsx): "we sent you a link", with a form to send it again. */
import { Form, useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { FormMessage } from "~/components/ui/FormMessage";
import type { loadVerifyPrompt, resendVerifyAction } from "./verify-prompt.server";
import { AuthLayout } from "./AuthLayout";
import { NextSteps } from "./NextSteps";

type VerifyPromptScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadVerifyPrompt>>;
  answer: ReturnType<typeof useActionData<typeof resendVerifyAction>>;
};

export function VerifyPromptScreen({ loaded, answer: actionData }: VerifyPromptScreenProps) {
  const { t } = useTranslation();
  const { email, verified, next } = loaded;
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout titleKey="pages.verifyPrompt">
      <FormMessage
        errors={formErrorsOf(actionData)}
        notice={actionData?.sentTo ? t("auth.resent", { email: actionData.sentTo }) : null}
      />
      {verified ? (
        <p>{t("auth.verifyPromptDone")}</p>
      ) : email ? (
        <>
          <p>{t("auth.verifyPromptText", { email })}</p>
          <Form method="post" className="mt-4">
            <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
              {t("auth.resend")}
            </button>
          </Form>
        </>
      ) : (
        <p>{t("auth.verifyPromptNoEmail")}</p>
      )}
      <NextSteps accountHref={next} />
    </AuthLayout>
  );
}
