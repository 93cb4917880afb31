/**
 * Variant choice without JavaScript: every option value is a link to the SKU that keeps the
 * shopper's other choices (in stock first), so each variant has its own URL.
 */
export type Sku = {
  sku: string;
  options: Record<string, string>;
  price: number;
  linePrice?: number | null;
  stock: number;
  image?: string | null;
};
export type ProductOption = { name: string; values: string[] };

export type OptionChoice = { value: string; sku: string | null; selected: boolean; available: boolean };

/** The SKU named in the URL, else the first in stock, else the first. */
export function selectedSku(skus: Sku[], requested: string | undefined): Sku | null {
  if (requested) {
    const found = skus.find((sku) => sku.sku === requested);
    if (found) return found;
  }
  return skus.find((sku) => sku.stock > 0) ?? skus[0] ?? null;
}

/** For one option, each value with the SKU a click should lead to. */
export function optionChoices(option: ProductOption, skus: Sku[], current: Sku | null): OptionChoice[] {
  return option.values.map((value) => {
    const candidates = skus.filter((sku) => sku.options[option.name] === value);
    const keepsOthers = (sku: Sku) =>
      Object.entries(current?.options ?? {}).every(
        ([name, chosen]) => name === option.name || sku.options[name] === chosen,
      );
    const target =
      candidates.find((sku) => keepsOthers(sku) && sku.stock > 0) ??
      candidates.find(keepsOthers) ??
      candidates.find((sku) => sku.stock > 0) ??
      candidates[0] ??
      null;
    return {
      value,
      sku: target?.sku ?? null,
      selected: current?.options[option.name] === value,
      available: !!target && target.stock > 0 && keepsOthers(target),
    };
  });
}
