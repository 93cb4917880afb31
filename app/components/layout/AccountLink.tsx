/**
 * Sign-in for visitors (coming back to this page afterwards); for customers their name, linking
 * to the user center, and a menu with sign-out. The menu is a <details>, so it opens without
 * JavaScript; sign-out is a POST form that reloads the page it was on.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { clearAccountMirror } from "~/features/auth/account-mirror";
import { STITCH_MARKS } from "../../../functions/contract/shopper-parts";
import { forgetWishList } from "./AccountStorage";

/** What this browser keeps about the shopper goes with the session (docs/spec.md §4). */
function forgetShopper() {
  clearAccountMirror();
  forgetWishList();
}

export function AccountLink() {
  const { t } = useTranslation();
  const links = useLinks();
  const location = useLocation();
  const { signedIn, account } = useShop();
  // The stored copies follow the account on every page: AccountStorage, beside this link.
  if (signedIn && account) {
    return (
      <details className="shop-account dropdown dropdown-end" data-menu="">
        <summary className="btn max-w-24 btn-ghost btn-sm sm:max-w-40">
          {/* No aria-label: the name must contain the visible account name (WCAG 2.5.3). */}
          <span className="sr-only">{t("auth.accountMenu")}: </span>
          <span className="truncate" data-account-name>
            {account.name || t("site.account")}
          </span>
        </summary>
        <ul className="dropdown-content menu z-30 mt-1 w-56 max-w-[calc(100vw-1.5rem)] rounded-box border border-base-300 bg-base-100 p-2 shadow">
          {/* A long name wraps inside the box (break-words) instead of running out of it. */}
          <li className="block min-w-0 menu-title break-words whitespace-normal">
            {t("auth.signedInAs", { name: account.name })}
          </li>
          <li>
            <Link to={links.user("center")}>{t("site.account")}</Link>
          </li>
          <li>
            <Form
              method="post"
              action={links.path("/auth/signout")}
              reloadDocument
              onSubmit={forgetShopper}
              className="p-0"
            >
              {/* Signing out reloads this page (a user-only page: home). */}
              <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
              <button type="submit" className="w-full px-3 py-1.5 text-left">
                {t("site.signOut")}
              </button>
            </Form>
          </li>
        </ul>
      </details>
    );
  }
  const back = encodeURIComponent(location.pathname + location.search);
  // What the Worker needs to draw the signed-in menu above in place of this link on a cached
  // page (functions/worker/stitch-page.ts, ADR 270): its texts and links, in this language.
  const slot = {
    [STITCH_MARKS.accountSlot]: JSON.stringify({
      menu: t("auth.accountMenu"),
      signedInAs: t("auth.signedInAs", { name: "{{name}}" }),
      account: t("site.account"),
      signOut: t("site.signOut"),
      center: links.user("center"),
      signOutAction: links.path("/auth/signout"),
    }),
  };
  return (
    <Link to={`${links.path("/auth/signin")}?redirect=${back}`} className="btn btn-ghost btn-sm" {...slot}>
      {t("site.signIn")}
    </Link>
  );
}
