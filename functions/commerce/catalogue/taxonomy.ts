/** tag/list and collection/list: the flat groupings of products, with how many each holds. */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { localise } from "../kernel/i18n/translate";
import { detailHref, loadLinks } from "../site";

type TagRow = { id: number; slug: string; name: string; products: number; i18n: string };
type CollectionRow = TagRow & { description: string; image: string | null };

const tag = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  products: z.number().int(),
  href: z.string(),
});

export const tagListCall = defineCall({
  path: "tag/list",
  summary: "Every tag with its product count",
  tag: "catalogue",
  cache: "public",
  input: z.object({}),
  output: z.array(tag),
  handle: async (ctx) => {
    const [links, [result]] = await loadLinks(ctx, [
      ctx.db.prepare(
        "SELECT t.id, t.slug, t.name, t.i18n, (SELECT count(*) FROM product_tags pt WHERE pt.tag_id = t.id) AS products FROM tags t ORDER BY t.name",
      ),
    ]);
    return (result.results as TagRow[]).map((row) => ({
      id: row.id,
      slug: row.slug,
      name: localise(row, ctx.language, ["name"]).name,
      products: row.products,
      href: detailHref(links, "tag", row.slug),
    }));
  },
});

export const collectionListCall = defineCall({
  path: "collection/list",
  summary: "Every collection with its product count",
  tag: "catalogue",
  cache: "public",
  input: z.object({}),
  output: z.array(tag.extend({ description: z.string(), image: z.string().nullable() })),
  handle: async (ctx) => {
    const [links, [result]] = await loadLinks(ctx, [
      ctx.db.prepare(
        "SELECT c.id, c.slug, c.name, c.description, c.image, c.i18n, (SELECT count(*) FROM collection_products cp WHERE cp.collection_id = c.id) AS products FROM collections c ORDER BY c.position, c.id",
      ),
    ]);
    return (result.results as CollectionRow[]).map((row) => {
      const { name, description } = localise(row, ctx.language, ["name", "description"]);
      return {
        id: row.id,
        slug: row.slug,
        name,
        description,
        image: row.image,
        products: row.products,
        href: detailHref(links, "collection", row.slug),
      };
    });
  },
});
