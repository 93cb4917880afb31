/** Link builders bound to the current language prefix and the site's URL rules. */
import { useMemo } from "react";
import { useShop } from "./use-shop";
import { categoryPath, detailPath, userPath, variantPath, withLanguage, type DetailType } from "./url-rules";

export function useLinks() {
  const { prefix, site } = useShop();
  return useMemo(
    () => ({
      home: () => withLanguage("/", prefix),
      path: (path: string) => withLanguage(path, prefix),
      detail: (type: DetailType, slug: string) => detailPath(site.urlRules, type, slug, prefix),
      variant: (slug: string, sku: string) => variantPath(site.urlRules, slug, sku, prefix),
      category: (slug: string, type?: string) => categoryPath(site.urlRules, site.categoryTypes, slug, type, prefix),
      user: (sub: string) => userPath(site.urlRules, sub, prefix),
    }),
    [prefix, site],
  );
}
