import { Link } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { cartCountAtom } from "~/features/cart/cart-state";
import { STITCH_MARKS } from "../../../functions/contract/shopper-parts";
import type { TFunction } from "~/lib/i18n/react";

/**
 * The accessible name's text for each plural category of the language (and for 0), with
 * `{{count}}` left in: the Worker picks one when it writes a shopper's count into a cached page
 * (functions/worker/stitch-page.ts, ADR 270), choosing as the translator does.
 */
function countLabels(t: TFunction, lang: string): string {
  const labels: Record<string, string> = {};
  const label = (count: number) => t("site.cartCount", { count, replace: { count: "{{count}}" } });
  labels.zero = label(0);
  let rule: Intl.PluralRules | null = null;
  try {
    rule = new Intl.PluralRules(lang);
  } catch {
    return JSON.stringify(labels);
  }
  for (let count = 1; count < 200; count++) labels[rule.select(count)] ??= label(count);
  return JSON.stringify(labels);
}

export function CartLink() {
  const { t, i18n } = useTranslation();
  const links = useLinks();
  const count = useAtomValue(cartCountAtom);
  const labels = useMemo(() => countLabels(t, i18n.language), [t, i18n.language]);
  const mark = { [STITCH_MARKS.cartLink]: labels };
  return (
    <Link
      to={links.path("/cart")}
      className="btn btn-ghost btn-sm"
      aria-label={t("site.cartCount", { count })}
      {...mark}
    >
      {/* The visible word leads the accessible name (WCAG 2.5.3); the space keeps it a word. */}
      {t("site.cart")}{" "}
      <span className="badge badge-sm badge-primary" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
