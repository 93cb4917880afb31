/** After placing an order: its number, and where to find it again. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.thankyouTitle" };

export default function Screen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const links = useLinks();
  const { signedIn } = useShop();
  const orderNo = (search.get("orderNo") ?? "").slice(0, 64);
  return (
    <AppScreen titleKey="checkout.thankyouTitle">
      {orderNo ? (
        <p className="mt-2" role="status">
          {t("checkout.thankyouText", { orderNo })}
        </p>
      ) : null}
      <div className="mt-6 flex gap-3">
        {signedIn && orderNo ? (
          <Link to={links.user(`order/${encodeURIComponent(orderNo)}`)} className="btn btn-primary">
            {t("pages.userOrder", { slug: orderNo })}
          </Link>
        ) : null}
        <Link to={links.home()} className="btn">
          {t("cart.continue")}
        </Link>
      </div>
    </AppScreen>
  );
}
