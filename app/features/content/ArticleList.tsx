import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { LazyImage } from "~/components/ui/LazyImage";

type ArticleSummary = {
  slug: string;
  title: string;
  thumbnail?: string;
  excerpt?: string;
  author?: string;
  publishedAt?: string;
};

export function ArticleList({ title, articles }: { title?: string; articles?: ArticleSummary[] }) {
  const { t } = useTranslation();
  const links = useLinks();
  if (!Array.isArray(articles)) return null;
  return (
    <section className="shop-block">
      {title ? <h2 className="shop-title mb-4">{title}</h2> : null}
      <ul className="grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <Link to={links.detail("article", article.slug)} className="group block" prefetch="intent">
              {article.thumbnail ? (
                <LazyImage
                  src={article.thumbnail}
                  alt=""
                  width={480}
                  height={270}
                  kind="article"
                  className="aspect-video w-full rounded-box object-cover"
                />
              ) : null}
              <h3 className="mt-2 font-semibold group-hover:underline">{article.title}</h3>
              {article.author ? <p className="shop-desc text-sm">{t("site.by", { author: article.author })}</p> : null}
              {article.excerpt ? <p className="shop-desc mt-1 text-sm">{article.excerpt}</p> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
