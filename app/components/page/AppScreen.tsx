/**
 * Screens the storefront draws itself (cart, checkout, sign-in, the user centre…). Until a
 * screen's own issue fills it in, it names itself in the shopper's language inside the shell.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type AppScreenProps = { titleKey: string; titleValues?: Record<string, string>; children?: ReactNode };

export function AppScreen({ titleKey, titleValues, children }: AppScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="container mx-auto py-8">
      <h1 className="shop-title">{t(titleKey, titleValues)}</h1>
      {children ?? <p className="shop-desc mt-2">{t("pages.comingSoon")}</p>}
    </section>
  );
}
