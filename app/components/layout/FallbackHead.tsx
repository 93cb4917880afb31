/** The head shown when the backend sent none (it failed): name, search, language, account, cart. */
import { useShop } from "~/lib/use-shop";
import { SiteLogo } from "./SiteLogo";
import { SearchBox } from "./SearchBox";
import { LanguagePicker } from "./LanguagePicker";
import { AccountLink } from "./AccountLink";
import { CartLink } from "./CartLink";

export function FallbackHead() {
  const { site } = useShop();
  return (
    <header className="container mx-auto flex flex-wrap items-center gap-3 py-3">
      <SiteLogo name={site.name} logo={site.logo ?? undefined} />
      <div className="min-w-48 flex-1">
        <SearchBox />
      </div>
      <LanguagePicker />
      <AccountLink />
      <CartLink />
    </header>
  );
}
