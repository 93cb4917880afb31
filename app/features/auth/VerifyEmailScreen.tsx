/** The verification link's result (routes/auth.verify-email.tsx), with the next steps. */
import type { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import type { loadVerifyEmail } from "./verify-email.server";
import { AuthLayout } from "./AuthLayout";
import { NextSteps } from "./NextSteps";

export function VerifyEmailScreen({ loaded }: { loaded: ReturnType<typeof useLoaderData<typeof loadVerifyEmail>> }) {
  const { t } = useTranslation();
  const links = useLinks();
  const { outcome } = loaded;
  return (
    <AuthLayout titleKey="pages.verifyEmail">
      {outcome.verified ? (
        <p role="status" className="alert alert-success">
          {t("auth.verifyOk")}
        </p>
      ) : (
        <div role="alert" className="alert flex-col items-start alert-error">
          <p className="font-medium">{t(outcome.message)}</p>
          <p className="text-sm">{t("auth.verifyFailedHint")}</p>
        </div>
      )}
      <NextSteps accountHref={links.user("center")} />
    </AuthLayout>
  );
}
