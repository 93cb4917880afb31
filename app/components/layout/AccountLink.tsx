/** Sign-in for visitors (coming back to this page afterwards), the user centre for customers. */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";

export function AccountLink() {
  const { t } = useTranslation();
  const links = useLinks();
  const location = useLocation();
  const { signedIn } = useShop();
  if (signedIn) {
    return (
      <Link to={links.user("center")} className="btn btn-ghost btn-sm">
        {t("site.account")}
      </Link>
    );
  }
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <Link to={`${links.path("/auth/signin")}?redirect=${back}`} className="btn btn-ghost btn-sm">
      {t("site.signIn")}
    </Link>
  );
}
