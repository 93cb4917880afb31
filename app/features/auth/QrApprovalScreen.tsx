/**
 * The phone's side of QR sign-in (routes/auth.qr.$ticket.tsx): a signed-in customer sees which
 * device asks (device, IP, place) and approves or declines.
 */
import { Form, useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { FormMessage } from "~/components/ui/FormMessage";
import type { loadQrApproval, qrApprovalAction } from "./qr-approval.server";
import { AuthLayout } from "./AuthLayout";

type QrApprovalScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadQrApproval>>;
  answer: ReturnType<typeof useActionData<typeof qrApprovalAction>>;
};

export function QrApprovalScreen({ loaded, answer: actionData }: QrApprovalScreenProps) {
  const { t } = useTranslation();
  const { asking, problem } = loaded;
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
