/**
 * Which text namespaces each page's data brings (ADR 280). The root brings the head's and the
 * foot's (and the error screen's, which the root draws), once per page; each route brings the
 * namespaces its own screen reads beyond those. Keys are `namespace.key`, so what a screen reads
 * is listed from its module graph: route-namespaces.test.ts fails when a route's screen reads a
 * namespace that neither its route nor the root brings. Keyed by the route's file in
 * remix.config.ts's ROUTES (a file serves its prefixed and unprefixed routes alike).
 */
export const ROOT_NAMESPACES = [
  "auth.accountMenu",
  "auth.signedInAs",
  "catalogue.quickView",
  "catalogue.viewDetails",
  "catalogue.soldOut",
  "catalogue.lowStock",
  "catalogue.inStock",
  "confirm.unpaidOrders",
  "confirm.goToPayment",
  "coupon",
  "errors",
  "favorite.saved",
  "favorite.save",
  "meta.screen",
  "realtime",
  "search",
  "site",
] as const;

export type Namespace = string;

/** Beyond the root's: what each route's screen reads. */
export const ROUTE_NAMESPACES: Record<string, readonly Namespace[]> = {
  "routes/_index.tsx": ["pages"],
  "routes/search.tsx": ["catalogue"],
  "routes/cart.tsx": ["cart", "meta", "orders", "validation"],
  "routes/tag.$slug.tsx": ["catalogue"],
  "routes/category.$slug.tsx": ["catalogue"],
  "routes/product.$slug.tsx": ["cart", "catalogue", "reviews", "upload", "validation"],
  "routes/article.$slug.tsx": ["catalogue", "comments", "pages", "validation"],
  "routes/page.$slug.tsx": ["pages"],
  "routes/collection.$slug.tsx": ["catalogue"],
  "routes/inquiry.feedback.tsx": ["inquiry", "pages", "upload", "validation"],
  "routes/inquiry.thankyou.tsx": ["inquiry", "pages"],
  "routes/inquiry.$slug.tsx": ["inquiry", "pages", "upload", "validation"],
  "routes/checkout.thankyou.tsx": ["cart", "checkout", "pages", "payment", "validation"],
  "routes/checkout.$slug.tsx": ["address", "checkout", "validation"],
  "routes/order.lookup.tsx": ["checkout", "confirm", "orders", "payment", "validation"],
  "routes/promotion._index.tsx": ["pages"],
  "routes/promotion.$slug.tsx": ["pages"],
  "routes/coupon._index.tsx": ["pages"],
  "routes/coupon.$slug.tsx": ["validation"],
  "routes/auth.signin.tsx": ["auth", "meta", "pages", "validation"],
  "routes/auth.signup.tsx": ["auth", "meta", "pages", "validation"],
  "routes/auth.forget.tsx": ["auth", "pages", "validation"],
  "routes/auth.reset-password.tsx": ["auth", "pages", "validation"],
  "routes/auth.verify-email.tsx": ["auth", "pages"],
  "routes/auth.verify-prompt.tsx": ["auth", "pages", "validation"],
  "routes/auth.signout.tsx": [],
  "routes/auth.qr.$ticket.tsx": ["auth", "validation"],
  "routes/auth.wechat.tsx": [],
  "routes/auth.wechat.callback.tsx": [],
  "routes/auth.bind.tsx": ["auth", "pages", "validation"],
  "routes/user.center.tsx": ["account", "orders", "pages", "returns"],
  "routes/user.account.tsx": ["account", "auth", "orders", "pages", "returns", "upload", "validation"],
  "routes/user.address.tsx": ["address", "checkout", "confirm", "orders", "pages", "returns", "validation"],
  "routes/user.article.tsx": ["catalogue", "confirm", "orders", "pages", "returns", "userArticle", "validation"],
  "routes/user.favorite.tsx": ["catalogue", "favorite", "orders", "pages", "returns"],
  "routes/user.security.tsx": ["orders", "pages", "returns", "security", "validation"],
  "routes/user.security.activity.tsx": ["catalogue", "orders", "pages", "returns"],
  "routes/user.log.tsx": ["catalogue", "orders", "pages", "returns"],
  "routes/user.info.tsx": ["account", "auth", "orders", "pages", "returns", "upload", "validation"],
  "routes/user.order._index.tsx": ["catalogue", "checkout", "orders", "validation"],
  "routes/user.order.$slug.tsx": ["checkout", "confirm", "orders", "payment", "returns", "upload", "validation"],
  "routes/user.return._index.tsx": ["catalogue", "orders", "pages", "returns"],
  "routes/user.return.$slug.tsx": ["payment", "returns", "upload", "validation"],
  "routes/newsletter.tsx": ["newsletter", "validation"],
  "routes/error.$code.tsx": [],
  "routes/dev.outbox.tsx": ["auth", "pages"],
  "routes/$slug.tsx": ["cart", "catalogue", "comments", "pages", "reviews", "upload", "validation"],
  "routes/$.tsx": ["cart", "catalogue", "comments", "pages", "reviews", "upload", "validation"],
};
