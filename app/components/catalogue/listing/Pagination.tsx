import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listingHref, type ListingQuery } from "~/lib/listing-query";

type PaginationProps = { pathname: string; query: ListingQuery; page: number; pages: number };

export function Pagination({ pathname, query, page, pages }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("catalogue.pagination")} className="mt-6 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={listingHref(pathname, query, { page: page - 1 })} rel="prev" className="btn btn-sm">
          {t("catalogue.previousPage")}
        </Link>
      ) : null}
      <span className="text-sm" aria-current="page">
        {t("catalogue.page", { page, pages })}
      </span>
      {page < pages ? (
        <Link to={listingHref(pathname, query, { page: page + 1 })} rel="next" className="btn btn-sm">
          {t("catalogue.nextPage")}
        </Link>
      ) : null}
    </nav>
  );
}
