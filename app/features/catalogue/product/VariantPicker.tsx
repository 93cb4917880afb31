/**
 * One option (colour, size, …) as a row of links to SKU URLs: choosing works without
 * JavaScript, keeps the scroll position, and every variant is shareable.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { optionChoices, type ProductOption, type Sku } from "~/features/catalogue/variants";

type VariantPickerProps = { option: ProductOption; skus: Sku[]; current: Sku | null; skuHref: (sku: string) => string };

export function VariantPicker({ option, skus, current, skuHref }: VariantPickerProps) {
  const { t } = useTranslation();
  const choices = optionChoices(option, skus, current);
  const chosen = choices.find((choice) => choice.selected);
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm font-medium">
        {chosen ? t("catalogue.chosen", { name: option.name, value: chosen.value }) : option.name}
      </legend>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.value}>
            {choice.sku ? (
              <Link
                to={skuHref(choice.sku)}
                replace
                preventScrollReset
                aria-current={choice.selected ? "true" : undefined}
                aria-label={choice.available ? choice.value : t("catalogue.unavailable", { value: choice.value })}
                className={`btn btn-sm ${choice.selected ? "btn-primary" : "btn-outline"} ${choice.available ? "" : "line-through decoration-2"}`}
              >
                {choice.value}
              </Link>
            ) : (
              <span className="btn btn-disabled btn-sm">{choice.value}</span>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
