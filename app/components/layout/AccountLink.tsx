/**
 * Sign-in for visitors (coming back to this page afterwards); for customers their name, linking
 * to the user center, and a menu with sign-out (functions/contract/account-menu.ts: the <details>
 * opens without JavaScript; sign-out is a POST form that reloads the page it was on).
 */
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { clearAccountMirror } from "~/features/auth/account-mirror";
import { STITCH_MARKS } from "../../../functions/contract/shopper-parts";
import { ACCOUNT_MENU_HOLDER, accountMenuHtml, type AccountMenuTexts } from "../../../functions/contract/account-menu";
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
  const navigate = useNavigate();
  const { signedIn, account } = useShop();
  // The stored copies follow the account on every page: AccountStorage, beside this link.
  const menuTexts: AccountMenuTexts = {
    menu: t("auth.accountMenu"),
    signedInAs: t("auth.signedInAs", { name: "{{name}}" }),
    account: t("site.account"),
    signOut: t("site.signOut"),
    center: links.user("center"),
    signOutAction: links.path("/auth/signout"),
  };
  if (signedIn && account) {
    // The markup is the one the Worker writes into a cached page for a signed-in shopper
    // (functions/contract/account-menu.ts, ADR 341): one source, so the two cannot differ.
    const html = accountMenuHtml(menuTexts, account.name, location.pathname + location.search);
    return (
      <div
        className={ACCOUNT_MENU_HOLDER.className}
        {...{ [ACCOUNT_MENU_HOLDER.mark]: "" }}
        dangerouslySetInnerHTML={{ __html: html }}
        // Signing out reloads this page (a user-only page: home); what the browser keeps goes first.
        onSubmit={forgetShopper}
        onClick={(event) => {
          // The account link navigates in the app, as a <Link> would.
          const link = (event.target as Element).closest("a");
          if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          link.closest("details")?.removeAttribute("open");
          navigate(link.getAttribute("href") ?? "/");
        }}
      />
    );
  }
  const back = encodeURIComponent(location.pathname + location.search);
  // What the Worker needs to draw the signed-in menu above in place of this link on a cached
  // page (functions/worker/stitch-page.ts, ADR 270): its texts and links, in this language.
  const slot = { [STITCH_MARKS.accountSlot]: JSON.stringify(menuTexts) };
  return (
    <Link to={`${links.path("/auth/signin")}?redirect=${back}`} className="btn btn-ghost btn-sm" {...slot}>
      {t("site.signIn")}
    </Link>
  );
}
