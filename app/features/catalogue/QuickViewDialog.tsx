/**
 * Quick view: the product's own route data, loaded by a fetcher into a modal dialog (focus is
 * trapped by the native <dialog> and returned to the card's button on close). Loaded lazily the
 * first time a shopper opens it, so pages that never use it pay nothing.
 */
import { Link, useFetcher } from "@remix-run/react";
import { useAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { pictureAttributes } from "~/lib/picture";
import { DialogBackdrop, DialogCloseButton } from "~/components/ui/DialogClose";
import type { PageLoaderData } from "~/lib/page.server";
import { selectedSku } from "~/features/catalogue/variants";
import { useShop } from "~/lib/use-shop";
import { quickViewAtom } from "~/features/catalogue/quick-view-state";
import { Price } from "./Price";
import type { ProductDetail } from "./product/ProductScreen";
import { StockState } from "./product/StockState";

export default function QuickViewDialog() {
  const { t } = useTranslation();
  const { lang } = useShop();
  const [target, setTarget] = useAtom(quickViewAtom);
  const fetcher = useFetcher<PageLoaderData>();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!target) return;
    fetcher.load(target.path);
    if (!dialog.current?.open) dialog.current?.showModal();
    // fetcher is stable enough for this purpose; loading again only when the target changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const product = fetcher.data?.page.data as unknown as ProductDetail | undefined;
  const current = product ? selectedSku(product.skus ?? [], undefined) : null;
  const picture = current?.image ?? product?.images?.[0];

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-label={t("catalogue.quickView")}
      onClose={() => {
        target?.returnFocus?.focus();
        setTarget(null);
      }}
    >
      <div className="modal-box max-w-2xl">
        {!product || fetcher.state !== "idle" ? (
          <span className="loading loading-spinner" role="status" aria-label={t("site.loading")} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <img
              {...(picture ? pictureAttributes(picture, "quickView") : {})}
              alt={product.title}
              width={400}
              height={400}
              className="aspect-square w-full rounded-box bg-base-200 object-cover"
            />
            <div>
              <h2 className="shop-title">{product.title}</h2>
              <div className="mt-2 text-xl">
                <Price
                  price={current?.price ?? product.price}
                  linePrice={current?.linePrice ?? product.linePrice}
                  currency={product.currency}
                  lang={lang}
                />
              </div>
              <div className="mt-2">
                <StockState stock={current?.stock ?? product.stock} />
              </div>
              {product.summary ? <p className="shop-desc mt-3">{product.summary}</p> : null}
              <Link to={target?.path ?? "#"} className="btn mt-4 btn-primary" onClick={() => dialog.current?.close()}>
                {t("catalogue.viewDetails")}
              </Link>
            </div>
          </div>
        )}
        <DialogCloseButton className="modal-action" />
      </div>
      <DialogBackdrop />
    </dialog>
  );
}
