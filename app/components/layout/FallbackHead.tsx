/** The head shown when the backend sent none (it failed): name, search, language, account, cart. */
import { useShop } from "~/lib/use-shop";
import { RegisteredComponent } from "~/components/page/registry";
import { SiteLogo } from "./SiteLogo";
import { CartLink } from "./CartLink";

// The widgets come through the registry, as in the server's head: their code loads on first use (ADR 314).
const NO_PROPS = {};

export function FallbackHead() {
  const { site } = useShop();
  return (
    <header className="container mx-auto flex flex-wrap items-center gap-3 py-3">
      <SiteLogo name={site.name} logo={site.logo ?? undefined} />
      <div className="min-w-48 flex-1">
        <RegisteredComponent name="SearchBox" props={NO_PROPS} />
      </div>
      <RegisteredComponent name="LanguagePicker" props={NO_PROPS} />
      <RegisteredComponent name="AccountLink" props={NO_PROPS} />
      <CartLink />
    </header>
  );
}
