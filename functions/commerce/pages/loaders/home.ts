/** The home page: banners from the running promotions, category tiles, two product grids, the journal. */
import type { ShopContext } from "../../kernel/http/context";
import { CARD_COLUMNS, toCards } from "../../catalogue";
import { ARTICLE_CARD_COLUMNS, toArticleCards } from "../../content";
import { localise } from "../../kernel/i18n/translate";
import type { Layout } from "../layout";
import { detailHref, link } from "../../site";
import type { PagePlan } from "../payload";

type BannerRow = { slug: string; title: string; description: string; banner: string | null; i18n: string };

export function homePlan(ctx: ShopContext, layout: Layout): PagePlan {
  const { db } = ctx;
  const now = new Date().toISOString();
  return {
    statements: [
      db.prepare(
        `SELECT ${CARD_COLUMNS} FROM products p WHERE p.status = 'published' ORDER BY p.sales DESC, p.id DESC LIMIT 8`,
      ),
      db.prepare(
        `SELECT ${CARD_COLUMNS} FROM products p WHERE p.status = 'published' ORDER BY p.created_at DESC, p.id DESC LIMIT 8`,
      ),
      db.prepare(
        `SELECT ${ARTICLE_CARD_COLUMNS} FROM articles a WHERE a.status = 'published' AND a.user_id IS NULL ORDER BY a.published_at DESC, a.id DESC LIMIT 3`,
      ),
      db
        .prepare(
          "SELECT slug, title, description, banner, i18n FROM promotions WHERE starts_at <= ?1 AND ends_at > ?1 ORDER BY position, id LIMIT 3",
        )
        .bind(now),
    ],
    read: ([featured, newest, articles, promotions]) => {
      const { t, language } = ctx;
      const links = layout.links;
      const promotionSlides = (promotions.results as BannerRow[]).map((row) => {
        const { title, description } = localise(row, language, ["title", "description"]);
        return {
          title,
          subtitle: description,
          image: row.banner ?? "/api/web/media/demo/banner/1.svg",
          href: link(links, `/promotion/${row.slug}`),
          cta: t("shopNow"),
        };
      });
      const slides = promotionSlides.length
        ? promotionSlides
        : [1, 2, 3].map((n) => ({
            title: t(`heroTitle${n}` as "heroTitle1"),
            subtitle: t(`heroSubtitle${n}` as "heroSubtitle1"),
            image: `/api/web/media/demo/banner/${n}.svg`,
            href: link(links, "/promotion"),
            cta: t("shopNow"),
          }));
      const shop = layout.categories.filter((node) => node.type === "default");
      const featuredCards = toCards(featured, language);
      const newestCards = toCards(newest, language);
      const journal = toArticleCards(articles, language).map((article) => ({
        ...article,
        href: detailHref(links, "article", article.slug),
      }));
      return {
        data: { type: "home", featured: featuredCards, newArrivals: newestCards, articles: journal },
        templateType: "home",
        slots: {
          hero: { slides },
          categoryTiles: {
            items: shop.map((node) => ({
              label: node.name,
              href: node.href,
              image: node.image ?? "/api/web/media/demo/category/default.svg",
            })),
          },
          featured: { title: t("featuredProducts"), products: featuredCards },
          newArrivals: { title: t("newArrivals"), products: newestCards },
          journal: { title: t("fromTheJournal"), articles: journal },
        },
        meta: { title: "", description: layout.config.name, image: slides[0]?.image },
      };
    },
  };
}
