/** Results for products, articles and pages, with highlights, type tabs and paging links. */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { loadSearch, SearchHit, SearchType } from "~/features/search/search.server";
import { useLinks } from "~/lib/use-links";
import { Money } from "~/components/ui/Money";
import { PageHtml } from "~/components/page/PageHtml";
import { Pagination } from "~/components/ui/Pagination";
import { LazyImage } from "~/components/ui/LazyImage";
import { FacetedResults } from "~/features/catalogue/facets/FacetedResults";
import { WORDS_FACET_PARAM } from "~/features/catalogue/facets/facet-selection";

const TABS: Array<[SearchType | null, string]> = [
  [null, "search.all"],
  ["product", "search.products"],
  ["article", "search.articles"],
  ["page", "search.pages"],
];

export function SearchScreen() {
  const { q, type, hits, total, pageNumber, pageSize, faceted, wordsFacet } = useLoaderData<typeof loadSearch>();
  const { t } = useTranslation();
  const links = useLinks();
  const searchPath = links.path("/search");
  const href = (changes: { type?: SearchType | null; page?: number }) => {
    const params = new URLSearchParams({ q });
    const nextType = changes.type === undefined ? type : changes.type;
    if (nextType) params.set("type", nextType);
    if ((changes.page ?? 1) > 1) params.set("page", String(changes.page));
    return `${searchPath}?${params}`;
  };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className="container mx-auto py-6">
      <h1 className="shop-title">{t("search.label")}</h1>
      <Form
        method="get"
        action={searchPath}
        role="search"
        aria-label={t("search.prompt")}
        className="join mt-4 w-full max-w-xl"
      >
        <label className="input join-item w-full">
          <span className="sr-only">{t("search.label")}</span>
          <input type="search" name="q" defaultValue={q} placeholder={t("search.prompt")} maxLength={100} />
        </label>
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <button type="submit" className="btn join-item btn-primary">
          {t("search.submit")}
        </button>
      </Form>
      {q ? (
        <>
          <nav aria-label={t("search.types")} className="tabs-border mt-6 tabs">
            {TABS.map(([tabType, key]) => (
              <Link
                key={key}
                to={href({ type: tabType, page: 1 })}
                className={`tab ${tabType === type ? "tab-active" : ""}`}
                aria-current={tabType === type ? "page" : undefined}
              >
                {t(key)}
              </Link>
            ))}
          </nav>
          {faceted ? (
            <FacetedResults
              {...faceted}
              keep={{ q, type: "product", ...(wordsFacet ? { [WORDS_FACET_PARAM]: wordsFacet } : {}) }}
            />
          ) : (
            <HitList q={q} hits={hits} total={total} pages={pages} pageNumber={pageNumber} href={href} />
          )}
        </>
      ) : null}
    </section>
  );
}

type HitListProps = {
  q: string;
  hits: SearchHit[];
  total: number;
  pages: number;
  pageNumber: number;
  href: (changes: { page?: number }) => string;
};

function HitList({ q, hits, total, pages, pageNumber, href }: HitListProps) {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <>
      <p className="shop-desc mt-4 text-sm" role="status">
        {total ? t("search.results", { count: total, q }) : t("search.empty", { q })}
      </p>
      <ul className="mt-4 divide-y divide-base-300">
        {hits.map((hit) => (
          <li key={`${hit.type}-${hit.id}`} className="flex gap-4 py-4">
            {hit.image ? (
              <LazyImage
                src={hit.image}
                alt=""
                width={80}
                height={80}
                kind="thumb80"
                className="h-20 w-20 rounded-box object-cover"
              />
            ) : null}
            <div>
              <Link to={links.detail(hit.type, hit.slug)} className="font-semibold link-hover">
                <PageHtml nodes={hit.title} />
              </Link>
              <span className="ml-2 badge badge-ghost badge-sm">{t(`search.${hit.type}s`)}</span>
              <p className="shop-desc mt-1 text-sm">
                <PageHtml nodes={hit.highlight} />
              </p>
              {hit.price !== undefined && hit.currency ? (
                <Money amount={hit.price} currency={hit.currency} className="shop-sales-price mt-1 block" />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={pageNumber} pages={pages} hrefFor={(target) => href({ page: target })} />
    </>
  );
}
