/** The demo journal (articles with comments), the shop's pages and product reviews. */
import type * as schema from "../kernel/db/schema";
import type { Random } from "./random";
import { DEMO_EPOCH, i18n, slugify, type DemoCatalogue } from "./generate-catalogue";
import { ARTICLE_CATEGORIES, ARTICLE_SENTENCES, ARTICLE_TITLES, SHOP_PAGES } from "./pages-text";
import { typeOfNoun } from "../media";
import { reviewText, starsFromRoll } from "./review-texts";
import { AUTHORS, CATEGORY_TREE, MATERIALS, REVIEW_TEXTS, REVIEWERS, type Words } from "./vocabulary";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type DemoContent = {
  articleCategories: Insert<typeof schema.articleCategories>[];
  articles: Insert<typeof schema.articles>[];
  pages: Insert<typeof schema.pages>[];
  reviews: Insert<typeof schema.reviews>[];
  comments: Insert<typeof schema.comments>[];
};

const ARTICLE_COUNT = 24;
const FOOTER_PAGES = new Set([
  "about",
  "contact",
  "shipping",
  "returns",
  "privacy-policy",
  "terms-of-service",
  "accessibility",
]);

const fill = (words: Words, values: Record<string, Words>): Words =>
  words.map((text, lang) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => values[key]?.[lang] ?? ""),
  ) as unknown as Words;

function articleBody(random: Random, values: Record<string, Words>): Words {
  const sentences = random.sample(ARTICLE_SENTENCES, 6).map((sentence) => fill(sentence, values));
  const headings: Words = ["Why it matters", "为什么重要", "為甚麼重要"];
  return [0, 1, 2].map((lang) => {
    const text = (from: number, to: number) =>
      sentences
        .slice(from, to)
        .map((s) => s[lang])
        .join(lang ? "" : " ");
    return `<p>${text(0, 2)}</p><h2>${headings[lang]}</h2><p>${text(2, 4)}</p><ul>${sentences
      .slice(4)
      .map((s) => `<li>${s[lang]}</li>`)
      .join("")}</ul>`;
  }) as unknown as Words;
}

function articles(random: Random): Pick<DemoContent, "articleCategories" | "articles"> {
  const nouns = CATEGORY_TREE.flatMap((top) => top.children.flatMap((leaf) => leaf.nouns));
  const list: DemoContent["articles"] = [];
  for (let id = 1; id <= ARTICLE_COUNT; id++) {
    const pattern = ARTICLE_TITLES[(id - 1) % ARTICLE_TITLES.length];
    const values = { noun: random.pick(nouns), material: random.pick(MATERIALS) };
    const title = fill(pattern.title, values);
    const content = articleBody(random, values);
    const excerpt = content.map((html) =>
      html
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 140),
    ) as unknown as Words;
    const publishedAt = new Date(DEMO_EPOCH - id * 86_400_000 * 3).toISOString();
    list.push({
      id,
      slug: `${slugify(title[0])}-${id}`,
      title: title[0],
      excerpt: excerpt[0],
      content: content[0],
      thumbnail: `/api/web/media/demo/article/${slugify(title[0])}.svg`,
      categoryId: ARTICLE_CATEGORIES.findIndex((category) => category.slug === pattern.category) + 1,
      author: random.pick(AUTHORS),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      i18n: i18n({ title, excerpt, content }),
    });
  }
  return {
    articleCategories: ARTICLE_CATEGORIES.map((category, index) => ({
      id: index + 1,
      slug: category.slug,
      name: category.name[0],
      i18n: i18n({ name: category.name }),
    })),
    articles: list,
  };
}

/** The noun a product picture is drawn from ("…/product/trench-coat-navy.svg" → "trench-coat"). */
const pictureNoun = (path = "") => (path.split("/").pop() ?? "").replace(/\.svg$/, "").replace(/-[a-z]+$/, "");

export function generateContent(random: Random, catalogue: DemoCatalogue): DemoContent {
  const journal = articles(random);
  const reviews: DemoContent["reviews"] = [];
  // Reviews for the first products only: enough to show ratings without bloating large shops.
  for (const [index, product] of catalogue.products.entries()) {
    const count = index < 400 ? random.int(0, 4) : 0;
    const type = typeOfNoun(pictureNoun(product.images?.[0]));
    for (let n = 0; n < count; n++) {
      // As many draws as before, so every later random value (and the shop) stays the same.
      const author = random.pick(REVIEWERS);
      const rating = starsFromRoll(random.int(1, 20));
      const variant = REVIEW_TEXTS.indexOf(random.pick(REVIEW_TEXTS)) + product.id! * 7 + n;
      reviews.push({
        productId: product.id!,
        author,
        rating,
        content: reviewText(rating, type, variant),
        createdAt: new Date(DEMO_EPOCH - random.int(1, 90) * 86_400_000).toISOString(),
      });
    }
    // The product's rating is its reviews' average, as review/add keeps it (one source of truth).
    const own = reviews.slice(reviews.length - count);
    product.reviewCount = count;
    product.rating = count ? Math.round((own.reduce((sum, review) => sum + review.rating, 0) / count) * 10) : 0;
  }
  const comments: DemoContent["comments"] = [];
  for (const article of journal.articles) {
    for (let n = random.int(0, 3); n > 0; n--) {
      comments.push({
        articleId: article.id!,
        author: random.pick(REVIEWERS),
        content: random.pick([
          "Really useful, thank you!",
          "写得很好，学到了。",
          "好實用，多謝分享！",
          "Could you write one about shoes next?",
        ]),
        createdAt: new Date(DEMO_EPOCH - random.int(1, 30) * 86_400_000).toISOString(),
      });
    }
  }
  return {
    ...journal,
    pages: SHOP_PAGES.map((page, index) => ({
      id: index + 1,
      slug: page.slug,
      title: page.title[0],
      content: page.content[0],
      inFooter: FOOTER_PAGES.has(page.slug),
      position: index,
      i18n: i18n({ title: page.title, content: page.content }),
    })),
    reviews,
    comments,
  };
}
