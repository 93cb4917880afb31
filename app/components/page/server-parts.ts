/**
 * The server renders every page-registry component at once, lazy or not (its HTML is what a page
 * without JavaScript shows). Only read behind `import.meta.env.SSR`: the browser build drops
 * these imports, and the browser loads each part through page-parts.ts (ADR 314).
 */
import type { ComponentType } from "react";
import { HeroBanner } from "~/features/content/HeroBanner";
import { ProductGrid } from "~/features/catalogue/ProductGrid";
import { ArticleList } from "~/features/content/ArticleList";
import { CategoryTiles } from "~/features/catalogue/CategoryTiles";
import { PromotionList } from "~/features/catalogue/PromotionList";
import { CouponList } from "~/features/catalogue/CouponList";
import { SearchBox } from "~/components/layout/SearchBox";
import { LanguagePicker } from "~/components/layout/LanguagePicker";
import { CurrencyPicker } from "~/components/layout/CurrencyPicker";
import { AccountLink } from "~/components/layout/AccountLink";
import { MainMenu } from "~/components/layout/MainMenu";
import { NewsletterForm } from "~/components/layout/NewsletterForm";
import { ListingFilters } from "~/features/catalogue/listing/ListingFilters";
import { ReviewDigest } from "~/features/engagement/reviews/ReviewDigest";
import { FacetChips } from "~/features/catalogue/facets/FacetChips";
import { ListingPagination } from "~/features/catalogue/facets/ListingPagination";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SERVER_PARTS: Record<string, ComponentType<any>> = {
  HeroBanner,
  ProductGrid,
  ArticleList,
  CategoryTiles,
  PromotionList,
  CouponList,
  SearchBox,
  LanguagePicker,
  CurrencyPicker,
  AccountLink,
  MainMenu,
  NewsletterForm,
  ListingFilters,
  ReviewDigest,
  FacetChips,
  ListingPagination,
};
