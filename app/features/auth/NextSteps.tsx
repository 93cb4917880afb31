/** Where to go once an email question is settled: the account (or the page the shopper came from), or shopping. */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";

export function NextSteps({ accountHref }: { accountHref: string }) {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Link to={accountHref} className="btn btn-primary btn-sm">
        {t("auth.goToAccount")}
      </Link>
      <Link to={links.home()} className="btn btn-ghost btn-sm">
        {t("auth.continueShopping")}
      </Link>
    </div>
  );
}
