/** One jotai store per request on the server, one per tab in the browser. */
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { Toaster } from "~/components/ui/Toaster";
import { MessageDialog } from "~/components/ui/MessageDialog";
import { QuickViewHost } from "~/features/catalogue/QuickViewHost";
import { CartCountSync } from "~/features/cart/CartCountSync";
import { hintToShow } from "~/lib/language-hint";
import { afterHydration } from "./after-hydration";

// Both render nothing in the server's HTML; their code follows hydration rather than the page.
const RealtimeHost = afterHydration(() =>
  import("~/components/realtime/RealtimeHost").then((module) => module.RealtimeHost),
);
// The hint's code loads only when its own rule (lib/language-hint.ts) suggests another language;
// a shopper reading their own language never loads it.
const LanguageHint = afterHydration(
  () => import("~/components/realtime/LanguageHint").then((module) => module.LanguageHint),
  () =>
    hintToShow(
      navigator.languages?.length ? navigator.languages : [navigator.language],
      document.documentElement.lang,
      document.cookie,
    ) !== null,
);

export function ShopProviders({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <CartCountSync />
      {children}
      <Toaster />
      <MessageDialog />
      <QuickViewHost />
      <RealtimeHost />
      <LanguageHint />
    </Provider>
  );
}
