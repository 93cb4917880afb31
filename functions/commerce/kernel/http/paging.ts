/** The list conventions of docs/api.md ("Envelope and codes"): 1-based pages, 20 per page by default, 100 at most. */
import { z } from "@hono/zod-openapi";

export const MAX_PAGE_SIZE = 100;
/** Deep pages of a public list are refused rather than scanned. */
export const MAX_PAGE = 1000;

export const paging = {
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

export type Paging = { page: number; pageSize: number };

export const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const offset = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

export const slug = z.string().trim().min(1).max(200);
