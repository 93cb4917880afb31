/** Article and page routes: rich text from the content tables. */
import type { ShopContext } from "../../kernel/http/context";
import { articleDetailStatement, readArticleDetail } from "../../content";
import { pageDetailStatement, readPageDetail } from "../../content";
import { summarise } from "../meta";
import type { PagePlan, PagePayload } from "../payload";
import { ARTICLE_PAGE_COMMENTS, commentStatements, readComments } from "../../comments";
import { queryPaging } from "../../reviews";
import { formatDate } from "../../../contract/dates";

export function articlePlan(ctx: ShopContext, slug: string, query: URLSearchParams): PagePlan {
  // The page's comments come in the same batch: one round trip, and the page stays one public page.
  const commentPaging = queryPaging(query, ARTICLE_PAGE_COMMENTS);
  return {
    statements: [articleDetailStatement(ctx.db, slug), ...commentStatements(ctx.db, { slug }, commentPaging)],
    read: ([result, ...comments]) => {
      const article = readArticleDetail(result, ctx.language);
      if (!article) return null;
      // The date in the shopper's language (UTC, as the storefront writes dates), not ISO.
      const published = article.publishedAt ? formatDate(article.publishedAt, ctx.language) : "";
      const byline = [article.author, published].filter(Boolean).join(" · ");
      return {
        data: { type: "article", ...article, comments: readComments(comments, commentPaging) },
        templateType: "article",
        values: { title: article.title, byline },
        html: { content: article.content },
        meta: {
          title: article.title,
          description: article.excerpt || summarise(article.content),
          image: article.thumbnail,
          ogType: "article",
        },
      };
    },
  };
}

export function pagePayload(ctx: ShopContext, result: D1Result): PagePayload | null {
  const page = readPageDetail(result, ctx.language);
  if (!page) return null;
  return {
    data: { type: "page", ...page },
    templateType: "page",
    values: { title: page.title, byline: "" },
    html: { content: page.content },
    meta: { title: page.title, description: summarise(page.content) },
  };
}

export function pagePlan(ctx: ShopContext, slug: string): PagePlan {
  return { statements: [pageDetailStatement(ctx.db, slug)], read: ([result]) => pagePayload(ctx, result) };
}
