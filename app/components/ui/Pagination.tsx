/** Previous / next links with "page n of m": plain links, so paging works without JavaScript. */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

/** `nofollow`: the pages are of a filtered list, which crawlers should not walk (facets, ADR 295). */
type PaginationProps = { page: number; pages: number; hrefFor: (page: number) => string; nofollow?: boolean };

export function Pagination({ page, pages, hrefFor, nofollow = false }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("catalogue.pagination")} className="mt-6 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel={nofollow ? "prev nofollow" : "prev"} className="btn btn-sm">
          {t("catalogue.previousPage")}
        </Link>
      ) : null}
      <span className="text-sm" aria-current="page">
        {t("catalogue.page", { page, pages })}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel={nofollow ? "next nofollow" : "next"} className="btn btn-sm">
          {t("catalogue.nextPage")}
        </Link>
      ) : null}
    </nav>
  );
}
