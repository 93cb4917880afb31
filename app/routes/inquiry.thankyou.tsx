/** Where inquiries and feedback land once sent. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { useLinks } from "~/lib/use-links";
import { AppScreen } from "~/components/page/AppScreen";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.inquiryThankyou" };

export default function Screen() {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <AppScreen titleKey="pages.inquiryThankyou">
      <p role="status" className="shop-desc mt-2">
        {t("inquiry.thankyouText")}
      </p>
      <Link to={links.home()} className="btn mt-6 btn-primary">
        {t("inquiry.backHome")}
      </Link>
    </AppScreen>
  );
}
