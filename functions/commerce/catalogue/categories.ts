/** The category tree (category/list) and the menus built from it. */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";
import { detailHref, type Links, loadLinks } from "../site";

export type CategoryRow = {
  id: number;
  slug: string;
  type: string;
  parent_id: number | null;
  name: string;
  description: string;
  image: string | null;
  i18n: string;
};

export type CategoryNode = {
  id: number;
  slug: string;
  name: string;
  type: string;
  image: string | null;
  href: string;
  children: CategoryNode[];
};

export const categoryTreeStatement = (db: D1DatabaseSession) =>
  db.prepare("SELECT id, slug, type, parent_id, name, description, image, i18n FROM categories ORDER BY position, id");

export function buildCategoryTree(rows: CategoryRow[], language: Language, links: Links): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    const { name } = localise(row, language, ["name"]);
    nodes.set(row.id, {
      id: row.id,
      slug: row.slug,
      name,
      type: row.type,
      image: row.image,
      href: detailHref(links, "category", row.slug, row.type),
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const categoryFields = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  image: z.string().nullable(),
  href: z.string(),
};

/** Documented two levels deep: the OpenAPI generator cannot follow a recursive (lazy) schema. */
const categoryNode = z.object({
  ...categoryFields,
  children: z.array(
    z.object({ ...categoryFields, children: z.array(z.unknown()).describe("deeper levels, same shape") }),
  ),
});

export const categoryListCall = defineCall({
  path: "category/list",
  summary: "The category tree, every type, in the shopper's language",
  tag: "catalogue",
  cache: "public",
  input: z.object({ type: z.string().max(50).optional() }),
  output: z.array(categoryNode),
  handle: async (ctx, input) => {
    const [links, categories] = await loadLinks(ctx, [categoryTreeStatement(ctx.db)]);
    const tree = buildCategoryTree(categories[0].results as CategoryRow[], ctx.language, links);
    return input.type ? tree.filter((node) => node.type === input.type) : tree;
  },
});
