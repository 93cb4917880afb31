/** The frame of every account screen: a narrow card under the page title, with links below it. */
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";

type AuthLayoutProps = { titleKey: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

export function AuthLayout({ titleKey, intro, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <section className="container mx-auto flex justify-center py-8">
      <div className="w-full max-w-md">
        <h1 className="shop-title mb-2">{t(titleKey)}</h1>
        {intro ? <div className="shop-desc mb-4">{intro}</div> : null}
        <div className="card border border-base-300 bg-base-100 p-5 sm:p-6">{children}</div>
        {footer ? <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">{footer}</div> : null}
      </div>
    </section>
  );
}
