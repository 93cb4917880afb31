/**
 * The phone's side of QR sign-in: a signed-in customer who opened the ticket's URL sees which
 * device asks (device, IP, place) and approves or declines. Signed-out phones sign in first.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { UpstreamError } from "~/lib/envelope";
import { failureReply } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { requireSession } from "~/lib/session.server";
import { AuthLayout } from "~/features/auth/AuthLayout";
import { FormMessage } from "~/components/ui/FormMessage";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "auth.qrApproveTitle" };

export async function loader(args: LoaderFunctionArgs) {
  await requireSession(args);
  const page = await loadPage(args);
  try {
    const asking = await args.context.upstream.call("auth/qr/scan", { ticket: args.params.ticket ?? "" });
    return data({ ...page.data, asking, problem: null }, page.init ?? undefined);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ ...page.data, asking: null, problem: error.message }, page.init ?? undefined);
  }
}

export async function action(args: ActionFunctionArgs) {
  await requireSession(args);
  const approve = (await args.request.formData()).get("intent") === "approve";
  try {
    await args.context.upstream.call("auth/qr/confirm", { ticket: args.params.ticket ?? "", approve });
    return { done: approve ? "auth.qrApproved" : "auth.qrDeclinedDone", result: null };
  } catch (error) {
    return data({ done: null, result: failureReply(error, args).result }, { status: 400 });
  }
}

export default function Screen() {
  const { t } = useTranslation();
  const { asking, problem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // After approving, the page's data is read again and the ticket is already used up by the other
  // device: the action's own answer is what counts then.
  const failure = actionData ? formErrorsOf(actionData)?.[0] : problem;
  if (actionData?.done || failure || !asking) {
    return (
      <AuthLayout titleKey="auth.qrApproveTitle">
        <FormMessage errors={failure ? [failure] : undefined} notice={actionData?.done ? t(actionData.done) : null} />
      </AuthLayout>
    );
  }
  const row = (labelKey: string, value: string) => (
    <div className="flex justify-between gap-4 border-b border-base-300 py-2">
      <dt className="shop-desc">{t(labelKey)}</dt>
      <dd className="text-right font-medium">{value || t("auth.qrUnknown")}</dd>
    </div>
  );
  return (
    <AuthLayout titleKey="auth.qrApproveTitle">
      <p className="mb-3">{t("auth.qrApproveText")}</p>
      <dl className="mb-4">
        {row("auth.qrDevice", asking.device)}
        {row("auth.qrIp", asking.ip)}
        {row("auth.qrPlace", asking.place)}
      </dl>
      <Form method="post" className="flex gap-2">
        <button type="submit" name="intent" value="approve" className="btn flex-1 btn-primary" disabled={busy}>
          {t("auth.qrApprove")}
        </button>
        <button type="submit" name="intent" value="decline" className="btn flex-1 btn-outline" disabled={busy}>
          {t("auth.qrDecline")}
        </button>
      </Form>
    </AuthLayout>
  );
}
