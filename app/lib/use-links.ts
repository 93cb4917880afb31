/** Link builders bound to the current language prefix and the site's URL rules. */
import { useMemo } from "react";
import { useShop } from "./use-shop";
import { categoryPath, detailPath, userPath, withLanguage, type DetailType } from "./url-rules";

export function useLinks() {
  const { prefix, site } = useShop();
  return useMemo(
    () => ({
      home: () => withLanguage("/", prefix),
      path: (path: string) => withLanguage(path, prefix),
      detail: (type: DetailType, slug: string) => detailPath(site.urlRules, type, slug, prefix),
      category: (slug: string, type?: string) => categoryPath(site.urlRules, site.categoryTypes, slug, type, prefix),
      user: (sub: string) => userPath(site.urlRules, sub, prefix),
    }),
    [prefix, site],
  );
}
