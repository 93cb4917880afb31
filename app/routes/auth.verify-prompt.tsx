/** After signing up by email: "we sent you a link", with a form to send it again. Needs a session. */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { failureReply } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { afterSignIn, requireSession } from "~/lib/session.server";
import { AuthLayout } from "~/features/auth/AuthLayout";
import { NextSteps } from "~/features/auth/NextSteps";
import { FormMessage } from "~/components/ui/FormMessage";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.verifyPrompt" };

export async function loader(args: LoaderFunctionArgs) {
  const [user, page] = await Promise.all([requireSession(args), loadPage(args)]);
  const next = afterSignIn(args.request, new URL(args.request.url).searchParams.get("redirect"));
  return data({ ...page.data, email: user.email, verified: user.emailVerified, next }, page.init ?? undefined);
}

export async function action(args: ActionFunctionArgs) {
  const user = await requireSession(args);
  try {
    await args.context.upstream.call("auth/resendVerify");
    return { sentTo: user.email, result: null };
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ sentTo: null, result }, { status: status === 429 ? 429 : 400 });
  }
}

export default function Screen() {
  const { t } = useTranslation();
  const { email, verified, next } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
