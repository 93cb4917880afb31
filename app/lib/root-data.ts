/**
 * What the root loader (app/root.tsx) gives every page: the language, the texts, the public site
 * config and the shopper's head (name, cart badge). Components read it through `useShop`
 * (lib/use-shop.ts); it lives here, not in root.tsx, so no component imports the root route back.
 */
import type { Messages } from "./i18n.server";
import type { Language } from "../../functions/contract/languages";
import type { ShopperSummary } from "./shopper.server";
import type { SiteConfig } from "./site";
import type { FavoriteIds } from "../../functions/contract/shopper-parts";

export type RootData = {
  lang: Language;
  prefix: Language | null;
  origin: string;
  messages: Messages;
  themeCss: string;
  currency: string;
  cartCount: number;
  /** A live session, checked with the backend. */
  signedIn: boolean;
  /** What the head's account link shows. */
  account: ShopperSummary["account"];
  /** The favourites' ids, only when the Worker filled in a cached page's parts (ADR 270). */
  favorites?: FavoriteIds;
  site: Pick<SiteConfig, "name" | "currencies" | "defaultCurrency" | "urlRules" | "categoryTypes"> & {
    logo: string | null;
    theme: SiteConfig["theme"] | null;
  };
};
