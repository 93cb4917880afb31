/**
 * The route table and the Remix Vite plugin options. vite.config.ts imports this module.
 *
 * Every route of the spec exists twice: without a prefix, and under a `:lang` first segment
 * (`/zh/cart`). See docs/decisions/001 for why the segment is dynamic and how a first segment
 * that is not a language code stays a slug.
 */
import type { VitePluginConfig } from "@remix-run/dev";

/** [path, file, id]; the id defaults to the file's name without extension. */
export const ROUTES: Array<[path: string, file: string, id?: string]> = [
  ["", "routes/_index.tsx"],
  ["search", "routes/search.tsx"],
  ["cart", "routes/cart.tsx"],
  ["tag/:slug", "routes/tag.$slug.tsx"],
  ["category/:slug", "routes/category.$slug.tsx"],
  ["product/:slug", "routes/product.$slug.tsx"],
  ["product/:slug/:sku", "routes/product.$slug.tsx", "product.$slug.$sku"],
  ["article/:slug", "routes/article.$slug.tsx"],
  ["page/:slug", "routes/page.$slug.tsx"],
  ["collection/:slug", "routes/collection.$slug.tsx"],
  ["inquiry/feedback", "routes/inquiry.feedback.tsx"],
  ["inquiry/thankyou", "routes/inquiry.thankyou.tsx"],
  ["inquiry/:slug", "routes/inquiry.$slug.tsx"],
  ["checkout/thankyou", "routes/checkout.thankyou.tsx"],
  ["checkout/:slug", "routes/checkout.$slug.tsx"],
  ["order/lookup", "routes/order.lookup.tsx"],
  ["promotion", "routes/promotion._index.tsx"],
  ["promotion/:slug", "routes/promotion.$slug.tsx"],
  ["coupon", "routes/coupon._index.tsx"],
  ["coupon/:slug", "routes/coupon.$slug.tsx"],
  ["auth/signin", "routes/auth.signin.tsx"],
  ["auth/signup", "routes/auth.signup.tsx"],
  ["auth/forget", "routes/auth.forget.tsx"],
  ["auth/reset-password", "routes/auth.reset-password.tsx"],
  ["auth/verify-email", "routes/auth.verify-email.tsx"],
  ["auth/verify-prompt", "routes/auth.verify-prompt.tsx"],
  ["auth/signout", "routes/auth.signout.tsx"],
  ["auth/qr/:ticket", "routes/auth.qr.$ticket.tsx"],
  ["auth/wechat", "routes/auth.wechat.tsx"],
  ["auth/wechat/callback", "routes/auth.wechat.callback.tsx"],
  ["auth/bind", "routes/auth.bind.tsx"],
  ["user/center", "routes/user.center.tsx"],
  ["user/account", "routes/user.account.tsx"],
  ["user/address", "routes/user.address.tsx"],
  ["user/article", "routes/user.article.tsx"],
  ["user/favorite", "routes/user.favorite.tsx"],
  ["user/security", "routes/user.security.tsx"],
  ["user/security/activity", "routes/user.security.activity.tsx"],
  ["user/log", "routes/user.log.tsx"],
  ["user/info", "routes/user.info.tsx"],
  ["user/order", "routes/user.order._index.tsx"],
  ["user/order/:slug", "routes/user.order.$slug.tsx"],
  ["user/return", "routes/user.return._index.tsx"],
  ["user/return/:slug", "routes/user.return.$slug.tsx"],
  ["newsletter", "routes/newsletter.tsx"],
  ["error/404", "routes/error.$code.tsx", "error.404"],
  ["error/500", "routes/error.$code.tsx", "error.500"],
  ["error/403", "routes/error.$code.tsx", "error.403"],
  // Development only (404 in production): the mail and SMS the shop sent, with their codes.
  ["dev/outbox", "routes/dev.outbox.tsx"],
  [":slug", "routes/$slug.tsx"],
  // Custom URL rules and custom-typed categories, resolved at run time from the site config.
  ["*", "routes/$.tsx"],
];

/** Resource routes that exist once, without language prefixes. */
export const RESOURCE_ROUTES: Array<[path: string, file: string]> = [
  ["robots.txt", "routes/robots[.]txt.ts"],
  ["sitemap.xml", "routes/sitemap[.]xml.ts"],
  ["sitemap/:file", "routes/sitemap.$file.ts"],
];

const idOf = (file: string) => file.replace(/^routes\//, "").replace(/\.tsx$/, "");

/**
 * The whole table as plain entries; app/routes.ts hands it to Remix's route config. Each route
 * exists unprefixed and once more under a dynamic `:lang` first segment. The prefixed home
 * (`/:lang`) is the same pattern as `/:slug`, so `$slug.tsx` serves both (the backend tells a
 * language's home from a top-level page). Every page's loader sends its path to the backend,
 * which resolves the prefix itself: `/about/cart` is a 404 there, so it is never the cart.
 */
export function shopRouteEntries() {
  const entries: Array<{ path?: string; index?: boolean; file: string; id: string }> = RESOURCE_ROUTES.map(
    ([path, file]) => ({
      path,
      file,
      id: idOf(file).replace(/\.ts$/, ""),
    }),
  );
  for (const [path, file, id] of ROUTES) {
    const routeId = id ?? idOf(file);
    if (path === "") entries.push({ index: true, file, id: routeId });
    else entries.push({ path, file, id: routeId });
  }
  for (const [path, file, id] of ROUTES) {
    if (path === "" || path === ":slug") continue;
    entries.push({ path: `:lang/${path}`, file, id: `lang/${id ?? idOf(file)}` });
  }
  return entries;
}

export const remixOptions = {
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
} satisfies VitePluginConfig;
