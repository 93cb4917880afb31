/** The mailed verification link lands here: the token is checked once, and the result shown. */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { UpstreamError } from "~/lib/envelope";
import { useLinks } from "~/lib/use-links";
import { AuthLayout } from "~/features/auth/AuthLayout";
import { NextSteps } from "~/features/auth/NextSteps";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.verifyEmail" };

type Outcome = { verified: true } | { verified: false; message: string };

async function verify(args: LoaderFunctionArgs): Promise<Outcome> {
  const token = new URL(args.request.url).searchParams.get("token");
  if (!token) return { verified: false, message: "auth.verifyMissing" };
  try {
    await args.context.upstream.call("auth/verifyEmail", { token });
    return { verified: true };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { verified: false, message: error.message || "errors.verificationFailed" };
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const [page, outcome] = await Promise.all([loadPage(args), verify(args)]);
  return data(
    { ...page.data, outcome },
    { ...page.init, headers: { ...Object.fromEntries(new Headers(page.init?.headers)), "cache-control": "no-store" } },
  );
}

export default function Screen() {
  const { t } = useTranslation();
  const links = useLinks();
  const { outcome } = useLoaderData<typeof loader>();
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
