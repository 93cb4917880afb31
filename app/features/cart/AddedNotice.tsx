/**
 * "Added to your cart" after an add that went through the cart action without JavaScript (or
 * before hydration): the action redirects back with `?added=<sku>` and this names the product
 * and its variant, with a link to the cart. It renders on the server, so it needs no script.
 */
import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { ADDED_PARAM } from "~/features/cart/cart";
import type { Sku } from "~/features/catalogue/variants";

export function AddedNotice({ title, skus }: { title: string; skus: Sku[] }) {
  const { t } = useTranslation();
  const links = useLinks();
  const [params] = useSearchParams();
  const added = skus.find((sku) => sku.sku === params.get(ADDED_PARAM));
  if (!added) return null;
  const options = Object.values(added.options ?? {}).join(" / ");
  const name = options ? `${title} (${options})` : title;
  return (
    <div role="status" className="mt-3 alert alert-success" data-testid="added-notice">
      <span>{t("cart.addedItem", { name })}</span>
      <Link to={links.path("/cart")} className="btn btn-sm">
        {t("cart.viewCart")}
      </Link>
    </div>
  );
}
