/**
 * The components server HTML may embed by name (`<div data-component="Name" data-props="…">`).
 * An unknown name renders nothing and is logged; a component that throws while rendering in the
 * browser is contained so the rest of the page keeps working.
 */
import { Component, type ComponentType, type ReactNode } from "react";
import { SiteLogo } from "~/components/layout/SiteLogo";
import { AccountLink } from "~/components/layout/AccountLink";
import { CartLink } from "~/components/layout/CartLink";
import { FooterMenu } from "~/components/layout/FooterMenu";
import { MainMenu as MainMenuOnServer } from "~/components/layout/MainMenu";
import { SearchBox as SearchBoxOnServer } from "~/components/layout/SearchBox";
import { LanguagePicker as LanguagePickerOnServer } from "~/components/layout/LanguagePicker";
import { CurrencyPicker as CurrencyPickerOnServer } from "~/components/layout/CurrencyPicker";
import { NewsletterForm as NewsletterFormOnServer } from "~/components/layout/NewsletterForm";
import { HeroBanner as HeroBannerOnServer } from "~/components/content/HeroBanner";
import { ProductGrid as ProductGridOnServer } from "~/components/catalogue/ProductGrid";
import { ArticleList as ArticleListOnServer } from "~/components/content/ArticleList";
import { CategoryTiles as CategoryTilesOnServer } from "~/components/catalogue/CategoryTiles";
import { PromotionList as PromotionListOnServer } from "~/components/catalogue/PromotionList";
import { CouponList as CouponListOnServer } from "~/components/catalogue/CouponList";
import { island, islandOnServer } from "./island";

// Everything but the logo, the account and cart links and the footer's links is an island: its
// code loads when the shopper reaches for it (ADR 165). The server renders them all directly;
// `import.meta.env.SSR` keeps those static imports out of the browser build.
const SSR = import.meta.env.SSR;
const MainMenu = SSR
  ? islandOnServer(MainMenuOnServer)
  : island(() => import("~/components/layout/MainMenu").then((module) => module.MainMenu));
const SearchBox = SSR
  ? islandOnServer(SearchBoxOnServer)
  : island(() => import("~/components/layout/SearchBox").then((module) => module.SearchBox));
const LanguagePicker = SSR
  ? islandOnServer(LanguagePickerOnServer)
  : island(() => import("~/components/layout/LanguagePicker").then((module) => module.LanguagePicker));
const CurrencyPicker = SSR
  ? islandOnServer(CurrencyPickerOnServer)
  : island(() => import("~/components/layout/CurrencyPicker").then((module) => module.CurrencyPicker));
const NewsletterForm = SSR
  ? islandOnServer(NewsletterFormOnServer)
  : island(() => import("~/components/layout/NewsletterForm").then((module) => module.NewsletterForm));
const HeroBanner = SSR
  ? islandOnServer(HeroBannerOnServer)
  : island(() => import("~/components/content/HeroBanner").then((module) => module.HeroBanner));
const ProductGrid = SSR
  ? islandOnServer(ProductGridOnServer)
  : island(() => import("~/components/catalogue/ProductGrid").then((module) => module.ProductGrid));
const ArticleList = SSR
  ? islandOnServer(ArticleListOnServer)
  : island(() => import("~/components/content/ArticleList").then((module) => module.ArticleList));
const CategoryTiles = SSR
  ? islandOnServer(CategoryTilesOnServer)
  : island(() => import("~/components/catalogue/CategoryTiles").then((module) => module.CategoryTiles));
const PromotionList = SSR
  ? islandOnServer(PromotionListOnServer)
  : island(() => import("~/components/catalogue/PromotionList").then((module) => module.PromotionList));
const CouponList = SSR
  ? islandOnServer(CouponListOnServer)
  : island(() => import("~/components/catalogue/CouponList").then((module) => module.CouponList));

// Props come from server JSON; each component checks what it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PAGE_COMPONENTS: Record<string, ComponentType<any>> = {
  SiteLogo,
  MainMenu,
  SearchBox,
  LanguagePicker,
  CurrencyPicker,
  AccountLink,
  CartLink,
  FooterMenu,
  NewsletterForm,
  HeroBanner,
  ProductGrid,
  ArticleList,
  CategoryTiles,
  PromotionList,
  CouponList,
};

class Contained extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`page component ${this.props.name} failed`, error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function RegisteredComponent({ name, props }: { name: string; props: Record<string, unknown> }) {
  const Found = PAGE_COMPONENTS[name];
  if (!Found) {
    console.error(`unknown page component "${name}"`);
    return null;
  }
  return (
    <Contained name={name}>
      <Found {...props} />
    </Contained>
  );
}
