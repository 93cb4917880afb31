/** admin/inquiry/list: what shoppers asked and told the shop, newest first, for the operators. */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { listOf, offset, paging } from "../kernel/http/paging";

const inquiry = z.object({
  id: z.number().int(),
  /** The inquiry form's slug, or "feedback". */
  formSlug: z.string(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  contact: z.string().nullable(),
  content: z.string(),
  images: z.array(z.string()),
  language: z.string(),
  createdAt: z.string(),
});

type InquiryRow = {
  id: number;
  form_slug: string;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  contact: string | null;
  content: string;
  images: string;
  language: string;
  created_at: string;
};

export const adminInquiryListCall = defineCall({
  path: "admin/inquiry/list",
  summary: "Inquiries and feedback, newest first; `formSlug` picks one form (or feedback)",
  tag: "operators",
  admin: true,
  input: z.object({ formSlug: z.string().trim().min(1).max(200).optional(), ...paging }),
  output: listOf(inquiry),
  handle: async (ctx, input) => {
    const where = "(?1 IS NULL OR form_slug = ?1)";
    const [list, total] = await ctx.db.batch([
      ctx.db
        .prepare(
          `SELECT id, form_slug, user_id, name, email, phone, contact, content, images, language, created_at FROM inquiries
           WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
        )
        .bind(input.formSlug ?? null, input.pageSize, offset(input)),
      ctx.db.prepare(`SELECT count(*) AS total FROM inquiries WHERE ${where}`).bind(input.formSlug ?? null),
    ]);
    return {
      list: (list.results as InquiryRow[]).map((row) => ({
        id: row.id,
        formSlug: row.form_slug,
        userId: row.user_id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        contact: row.contact,
        content: row.content,
        images: JSON.parse(row.images) as string[],
        language: row.language,
        createdAt: row.created_at,
      })),
      total: Number((total.results[0] as { total: number }).total),
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
