/** One state store per request on the server, one per tab in the browser. */
import { Provider } from "~/state/store";
import type { ReactNode } from "react";
import { Toaster } from "~/components/ui/Toaster";
import { MessageDialog } from "~/components/ui/MessageDialog";
import { QuickViewHost } from "~/components/catalogue/QuickViewHost";
import { CartCountSync } from "~/components/cart/CartCountSync";
import { RealtimeHost } from "~/components/realtime/RealtimeHost";
import { LanguageHint } from "~/components/realtime/LanguageHint";

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
