/** Password, code and QR sign-in as tabs that are plain links (`?tab=`), so they work without JavaScript. */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

export const SIGNIN_TABS = ["password", "code", "qr"] as const;
export type SigninTab = (typeof SIGNIN_TABS)[number];

const LABELS: Record<SigninTab, string> = { password: "auth.tabPassword", code: "auth.tabCode", qr: "auth.tabQr" };

export function SigninTabs({ current, redirectTo }: { current: SigninTab; redirectTo: string | null }) {
  const { t } = useTranslation();
  return (
    <nav className="tabs-border mb-4 tabs" aria-label={t("pages.signin")}>
      {SIGNIN_TABS.map((tab) => {
        const search = new URLSearchParams({ tab });
        if (redirectTo) search.set("redirect", redirectTo);
        return (
          <Link
            key={tab}
            to={`?${search}`}
            replace
            className={`tab ${tab === current ? "tab-active" : ""}`}
            aria-current={tab === current ? "page" : undefined}
          >
            {t(LABELS[tab])}
          </Link>
        );
      })}
    </nav>
  );
}
