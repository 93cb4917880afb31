/**
 * Every path no other route claims: custom URL rules (e.g. /p/:slug for products),
 * custom-typed categories (e.g. /brand/:slug) and the user area under a custom path. The
 * backend resolves the path to data (or 404); the rules decide which screen shows it.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLocation } from "@remix-run/react";
import { loadListing } from "~/lib/listing.server";
import { pageMeta } from "~/lib/meta";
import { resolvedAction } from "~/lib/resolved-action.server";
import { pageHeaders } from "~/lib/page-headers";
import { ResolvedScreen } from "~/components/page/ResolvedScreen";
import { AppScreen } from "~/components/page/AppScreen";
import { matchUrlRule, splitLanguage } from "~/lib/url-rules";
import { useShop } from "~/lib/use-shop";

export const loader = (args: LoaderFunctionArgs) => loadListing(args);
export const action = resolvedAction;
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.detail" };

/** The user area's screens by their path under the user rule, for a custom user path. */
const USER_SCREENS: Array<[RegExp, string]> = [
  [/^center$/, "pages.userCenter"],
  [/^account$/, "pages.userAccount"],
  [/^address$/, "pages.userAddress"],
  [/^article$/, "pages.userArticle"],
  [/^favorite$/, "pages.userFavorite"],
  [/^security$/, "pages.userSecurity"],
  [/^security\/activity$/, "pages.userSecurityActivity"],
  [/^log$/, "pages.userLog"],
  [/^info$/, "pages.userInfo"],
  [/^order$/, "pages.userOrders"],
  [/^order\/[^/]+$/, "pages.userOrder"],
  [/^return$/, "pages.userReturns"],
  [/^return\/[^/]+$/, "pages.userReturn"],
];

export default function Screen() {
  const { site } = useShop();
  const { path } = splitLanguage(useLocation().pathname);
  const match = matchUrlRule(site.urlRules, site.categoryTypes, path);
  if (match?.kind === "user") {
    const titleKey = USER_SCREENS.find(([pattern]) => pattern.test(match.sub))?.[1] ?? "pages.userCenter";
    return <AppScreen titleKey={titleKey} titleValues={{ slug: match.sub.split("/")[1] ?? "" }} />;
  }
  return <ResolvedScreen />;
}
