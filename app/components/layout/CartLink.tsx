import { Link } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { cartCountAtom } from "~/features/cart/cart-state";

export function CartLink() {
  const { t } = useTranslation();
  const links = useLinks();
  const count = useAtomValue(cartCountAtom);
  return (
    <Link to={links.path("/cart")} className="btn btn-ghost btn-sm" aria-label={t("site.cartCount", { count })}>
      {/* The visible word leads the accessible name (WCAG 2.5.3); the space keeps it a word. */}
      {t("site.cart")}{" "}
      <span className="badge badge-sm badge-primary" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
