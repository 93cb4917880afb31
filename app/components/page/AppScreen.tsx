/** The frame of screens the storefront draws itself (cart, checkout, sign-in, the user center…): their title and content. */
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";

type AppScreenProps = { titleKey: string; titleValues?: Record<string, string>; children: ReactNode };

export function AppScreen({ titleKey, titleValues, children }: AppScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="container mx-auto py-8">
      <h1 className="shop-title">{t(titleKey, titleValues)}</h1>
      {children}
    </section>
  );
}
