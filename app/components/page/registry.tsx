/**
 * The components server HTML may embed by name (`<div data-component="Name" data-props="…">`).
 * An unknown name renders nothing and is logged; a component that throws while rendering in the
 * browser is contained so the rest of the page keeps working.
 */
import { Component, type ComponentType, type ReactNode } from "react";
import { SiteLogo } from "~/components/layout/SiteLogo";
import { MainMenu } from "~/components/layout/MainMenu";
import { SearchBox } from "~/components/layout/SearchBox";
import { LanguagePicker } from "~/components/layout/LanguagePicker";
import { CurrencyPicker } from "~/components/layout/CurrencyPicker";
import { AccountLink } from "~/components/layout/AccountLink";
import { CartLink } from "~/components/layout/CartLink";
import { FooterMenu } from "~/components/layout/FooterMenu";
import { NewsletterForm } from "~/components/layout/NewsletterForm";
import { HeroBanner } from "~/features/content/HeroBanner";
import { ProductGrid } from "~/features/catalogue/ProductGrid";
import { ArticleList } from "~/features/content/ArticleList";
import { CategoryTiles } from "~/features/catalogue/CategoryTiles";
import { PromotionList } from "~/features/catalogue/PromotionList";
import { CouponList } from "~/features/catalogue/CouponList";

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
