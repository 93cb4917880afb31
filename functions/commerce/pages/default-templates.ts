/**
 * The templates the shop ships with. A row in `page_templates` (page type + region) replaces
 * one of them; custom category types use "category:<type>" and fall back to "category".
 */
export type Region = "head" | "body" | "foot";

const HEAD = `<header class="border-b border-base-300 bg-base-100">
<div class="container mx-auto flex flex-wrap items-center gap-4 py-3">
{{component:SiteLogo logo}}
{{component:MainMenu menu}}
<div class="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-1 sm:gap-2">{{component:SearchBox}}{{component:LanguagePicker}}{{component:CurrencyPicker}}{{component:AccountLink}}{{component:CartLink}}</div>
</div>
</header>`;

const FOOT = `<footer class="mt-16 border-t border-base-300 bg-base-200">
<div class="container mx-auto grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
{{component:FooterMenu shopMenu}}
{{component:FooterMenu helpMenu}}
{{component:FooterMenu companyMenu}}
<div><h2 class="mb-3 font-semibold">{{t:newsletterTitle}}</h2>{{component:NewsletterForm}}</div>
</div>
<p class="container mx-auto py-4 text-sm opacity-70">© {{value:year}} {{value:siteName}}. {{t:allRightsReserved}}</p>
</footer>`;

const LISTING = `<section class="container mx-auto my-8">
<h1 class="text-3xl font-bold">{{value:title}}</h1>
<div class="prose mt-2 max-w-none">{{html:description}}</div>
</section>
<section class="container mx-auto my-8">{{component:ProductGrid products}}</section>`;

const RICH_TEXT = `<article class="container mx-auto my-8">
<h1 class="text-3xl font-bold">{{value:title}}</h1>
<p class="mt-2 text-sm opacity-70">{{value:byline}}</p>
<div class="prose mt-6 max-w-none">{{html:content}}</div>
</article>`;

const BODIES: Record<string, string> = {
  home: `{{component:HeroBanner hero}}
<section class="container mx-auto my-10"><h2 class="mb-4 text-2xl font-bold">{{t:shopByCategory}}</h2>{{component:CategoryTiles categoryTiles}}</section>
<section class="container mx-auto my-10">{{component:ProductGrid featured}}</section>
<section class="container mx-auto my-10">{{component:ProductGrid newArrivals}}</section>
<section class="container mx-auto my-10">{{component:ArticleList journal}}</section>`,
  category: LISTING,
  tag: LISTING,
  collection: LISTING,
  product: `<section class="container mx-auto my-8">
<h2 class="mb-4 text-2xl font-bold">{{value:title}}</h2>
<div class="prose max-w-none">{{html:description}}</div>
</section>
<section class="container mx-auto my-8">{{component:ProductGrid related}}</section>`,
  article: RICH_TEXT,
  page: RICH_TEXT,
  promotions: `<section class="container mx-auto my-8"><h1 class="mb-6 text-3xl font-bold">{{t:promotions}}</h1>{{component:PromotionList promotions}}</section>`,
  promotion: `<section class="container mx-auto my-8">
<h1 class="text-3xl font-bold">{{value:title}}</h1>
<p class="mt-2">{{value:description}}</p>
</section>
<section class="container mx-auto my-8">{{component:ProductGrid products}}</section>`,
  coupons: `<section class="container mx-auto my-8"><h1 class="mb-6 text-3xl font-bold">{{t:coupons}}</h1>{{component:CouponList coupons}}</section>`,
  coupon: `<section class="container mx-auto my-8"><h1 class="mb-6 text-3xl font-bold">{{value:title}}</h1>{{component:CouponList coupons}}</section>`,
  search: `<section class="container mx-auto my-8"><h1 class="text-3xl font-bold">{{t:searchResults}}</h1><p class="mt-2 opacity-70">{{value:query}}</p></section>`,
  app: "",
  error: `<section class="container mx-auto my-20 text-center">
<h1 class="text-4xl font-bold">{{value:title}}</h1>
<p class="mt-4 opacity-80">{{value:text}}</p>
<a class="btn btn-primary mt-8" href="{{value:homeHref}}">{{t:backHome}}</a>
</section>`,
};

export function defaultTemplate(pageType: string, region: Region): string | undefined {
  if (region === "head") return HEAD;
  if (region === "foot") return FOOT;
  return BODIES[pageType];
}
