/**
 * "Write a review": on the shared product page for everyone (no per-shopper HTML, so the page
 * stays cacheable), closed below the product. The server renders it whole (it posts without
 * JavaScript); in the browser the fields' code (ReviewFormFields, the light form hook, the image
 * picker: about 4 KB gzip) loads when the shopper first reaches for the form — pressing or
 * focusing it, opening it — and until then the server's HTML stands as it is (lib/first-use,
 * ADR 310). A reply, or a product page reached by a client navigation, loads it at once.
 */
import { useActionData } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useFirstUse, useServerHtml } from "~/lib/first-use";
import type { reviewAction } from "~/features/engagement/reviews/reviews.server";
import { ReviewFormFields as ReviewFormFieldsOnServer } from "./ReviewFormFields";

const loadFields = () => import("./ReviewFormFields");

export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof reviewAction>();
  const result = actionData && "result" in actionData ? actionData : undefined;
  const details = useRef<HTMLDetailsElement>(null);
  // The server's HTML of this product's form, kept until the code is in (a client navigation has none).
  const html = useServerHtml(() => document.getElementById("review")?.closest("details"));
  const [serverProductId] = useState(productId);
  const serverHtml = serverProductId === productId ? html : null;
  const [used, setUsed] = useState(false);
  const loaded = useFirstUse(loadFields, used || !!result || serverHtml === null, details);
  const Fields = import.meta.env.SSR ? ReviewFormFieldsOnServer : loaded?.ReviewFormFields;
  const use = () => setUsed(true);
  const frame = {
    ref: details,
    className: "mt-6 rounded-box border border-base-300 p-4",
    open: !!result,
    onToggle: use,
    onPointerDown: use,
    onFocus: use,
  };
  if (!Fields && serverHtml !== null) return <details {...frame} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <details {...frame}>
      <summary className="cursor-pointer font-medium">{t("reviews.write")}</summary>
      <p className="shop-desc mt-2 text-sm">{t("reviews.who")}</p>
      {Fields ? <Fields productId={productId} result={result} /> : null}
    </details>
  );
}
