/**
 * The page-registry components whose code is not in every page's first load (ADR 314): loaded by
 * the pages that show them, or on first use.
 *
 * - Content parts (hero, tiles, product grid, promotion, coupon and article lists) appear in the
 *   page's body only on the pages that show them. The server names the ones a document holds on
 *   `<main data-parts>`; entry.client loads those before it hydrates, so hydration renders the
 *   real components over the server's HTML as before (nothing mismatches, nothing is swapped).
 * - A product grid, mostly below the first screen, keeps the server's HTML until it comes near
 *   the screen (as the widgets below do until first use).
 * - Head and foot widgets (search suggest, language and currency pickers, account menu, category
 *   menu, newsletter form) and a listing's facet form are on the pages but need their code only once used: they keep the
 *   server's HTML until then (LazyWidget.tsx, the hand-over of lib/first-use.ts, ADR 310).
 *
 * A client navigation waits until every part's code is in (use-held-navigation.ts), so the next
 * page never renders a part without its code and the widgets follow the new address.
 */
import type { ComponentType } from "react";
import type { PageNode } from "~/lib/page-html/page-tree";
import { isComponentNode } from "~/lib/page-html/page-tree";

// Props come from server JSON; each component checks what it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Part = ComponentType<any>;
type Loader = () => Promise<Part>;

export const CONTENT_PARTS: Record<string, Loader> = {
  HeroBanner: () => import("~/features/content/HeroBanner").then((module) => module.HeroBanner),
  ProductGrid: () => import("~/features/catalogue/ProductGrid").then((module) => module.ProductGrid),
  ArticleList: () => import("~/features/content/ArticleList").then((module) => module.ArticleList),
  CategoryTiles: () => import("~/features/catalogue/CategoryTiles").then((module) => module.CategoryTiles),
  PromotionList: () => import("~/features/catalogue/PromotionList").then((module) => module.PromotionList),
  CouponList: () => import("~/features/catalogue/CouponList").then((module) => module.CouponList),
};

/**
 * Content parts mostly below the first screen (a product grid: home's featured and new arrivals,
 * a product's related products): they keep the server's HTML like a widget and load when they
 * come near the screen (LazyWidget.tsx), so the swap happens out of sight.
 */
export const IN_VIEW_PARTS = new Set(["ProductGrid"]);

export const WIDGET_PARTS: Record<string, Loader> = {
  SearchBox: () => import("~/components/layout/SearchBox").then((module) => module.SearchBox),
  LanguagePicker: () => import("~/components/layout/LanguagePicker").then((module) => module.LanguagePicker),
  CurrencyPicker: () => import("~/components/layout/CurrencyPicker").then((module) => module.CurrencyPicker),
  AccountLink: () => import("~/components/layout/AccountLink").then((module) => module.AccountLink),
  MainMenu: () => import("~/components/layout/MainMenu").then((module) => module.MainMenu),
  NewsletterForm: () => import("~/components/layout/NewsletterForm").then((module) => module.NewsletterForm),
  // A listing's facet form (ADR 344): a GET form that works as the server wrote it until used.
  ListingFilters: () => import("~/features/catalogue/listing/ListingFilters").then((module) => module.ListingFilters),
  // A product's review summary and list, below its first screen: handed over as they come near it (ADR 344).
  ReviewDigest: () => import("~/features/engagement/reviews/ReviewDigest").then((module) => module.ReviewDigest),
  // A listing's picked filters (none on most first loads) and its paging links, below the grid (ADR 358).
  FacetChips: () => import("~/features/catalogue/facets/FacetChips").then((module) => module.FacetChips),
  ListingPagination: () =>
    import("~/features/catalogue/facets/ListingPagination").then((module) => module.ListingPagination),
};

const ALL_PARTS: Record<string, Loader> = { ...CONTENT_PARTS, ...WIDGET_PARTS };
const loaded = new Map<string, Part>();
const loading = new Map<string, Promise<Part | null>>();
// One stable loader per name: lib/first-use.ts remembers loaded modules by their loader.
const loaders = new Map<string, () => Promise<Part | null>>();

/** The part's component if its code is in, else null. */
export function loadedPart(name: string): Part | null {
  return loaded.get(name) ?? null;
}

/** Loads the part's code once; a failed load may be tried again (null meanwhile). */
export function loadPart(name: string): Promise<Part | null> {
  const load = ALL_PARTS[name];
  if (!load) return Promise.resolve(null);
  let pending = loading.get(name);
  if (!pending) {
    pending = load().then(
      (part) => {
        loaded.set(name, part);
        return part;
      },
      (error: unknown) => {
        loading.delete(name);
        console.error(`page component ${name} failed to load`, error);
        return null;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/** The same function for a name every time (a stable key for useFirstUse). */
export function partLoader(name: string): () => Promise<Part | null> {
  let loader = loaders.get(name);
  if (!loader) {
    loader = () => loadPart(name);
    loaders.set(name, loader);
  }
  return loader;
}

export function loadParts(names: Iterable<string>): Promise<unknown> {
  return Promise.all([...names].map(loadPart));
}

/** True once every part's code is in: a navigation need not wait any more. */
export function allPartsLoaded(): boolean {
  return Object.keys(ALL_PARTS).every((name) => loaded.has(name));
}

export function loadAllParts(): Promise<unknown> {
  return loadParts(Object.keys(ALL_PARTS));
}

/** The content parts a page's nodes hold, in a stable order (written on `<main data-parts>`). */
export function contentPartsIn(...trees: PageNode[][]): string {
  const found = new Set<string>();
  const visit = (nodes: PageNode[]) => {
    for (const node of nodes) {
      if (typeof node === "string") continue;
      if (isComponentNode(node)) {
        if (node.component in CONTENT_PARTS && !IN_VIEW_PARTS.has(node.component)) found.add(node.component);
      } else if (node.children) visit(node.children);
    }
  };
  trees.forEach(visit);
  return [...found].sort().join(" ");
}

/** The names entry.client loads before hydrating: what the server wrote on `<main data-parts>`. */
export function contentPartsInDocument(): string[] {
  return (document.getElementById("main")?.dataset.parts ?? "").split(" ").filter(Boolean);
}
