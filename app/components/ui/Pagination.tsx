/** Previous / next links with "page n of m": plain links, so paging works without JavaScript. */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

type PaginationProps = { page: number; pages: number; hrefFor: (page: number) => string };

export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("catalogue.pagination")} className="mt-6 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className="btn btn-sm">
          {t("catalogue.previousPage")}
        </Link>
      ) : null}
      <span className="text-sm" aria-current="page">
        {t("catalogue.page", { page, pages })}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className="btn btn-sm">
          {t("catalogue.nextPage")}
        </Link>
      ) : null}
    </nav>
  );
}
