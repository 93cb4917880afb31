/**
 * inquiry/form: the form an inquiry page shows, as the operator defined it (inquiry_forms):
 * its title and fields in the shopper's language. Fields are the ones inquiry/submit takes
 * (name, email, phone, content, images); `maxLength` is the bound the backend enforces.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { notFound } from "../kernel/http/envelope";
import { slug } from "../kernel/http/paging";
import { localise } from "../kernel/i18n/translate";
import { TEXT_LIMITS } from "../../contract/text-limits";
import { MAX_IMAGES } from "../media";

export const INQUIRY_FIELDS = ["name", "email", "phone", "content", "images"] as const;
export type InquiryFieldName = (typeof INQUIRY_FIELDS)[number];

const MAX_LENGTH: Record<InquiryFieldName, number> = {
  name: TEXT_LIMITS.inquiryName,
  email: TEXT_LIMITS.inquiryEmail,
  phone: TEXT_LIMITS.inquiryPhone,
  content: TEXT_LIMITS.inquiryContent,
  images: MAX_IMAGES,
};

const field = z.object({
  name: z.enum(INQUIRY_FIELDS),
  label: z.string(),
  type: z.enum(["text", "email", "tel", "textarea", "images"]),
  required: z.boolean(),
  /** Characters for text fields, pictures for `images`. */
  maxLength: z.number().int(),
});

export const inquiryFormShape = z.object({ slug: z.string(), title: z.string(), fields: z.array(field) });

type FormRow = { slug: string; title: string; fields: string; i18n: string };
type StoredField = { name: string; label: string; type: string; required: boolean };

/** The stored form in `language`; fields the backend does not take are left out. */
export async function readInquiryForm(
  db: D1DatabaseSession,
  formSlug: string,
  language: Parameters<typeof localise>[1],
) {
  const row = await db
    .prepare("SELECT slug, title, fields, i18n FROM inquiry_forms WHERE slug = ?")
    .bind(formSlug)
    .first<FormRow>();
  if (!row) return null;
  const stored = (JSON.parse(row.fields) as StoredField[]).filter((f): f is StoredField & { name: InquiryFieldName } =>
    (INQUIRY_FIELDS as readonly string[]).includes(f.name),
  );
  const flat: Record<string, string> & { i18n: string } = { title: row.title, i18n: row.i18n };
  for (const f of stored) flat[`label:${f.name}`] = f.label;
  const local = localise(flat, language, ["title", ...stored.map((f) => `label:${f.name}`)]) as Record<string, string>;
  return {
    slug: row.slug,
    title: local.title,
    fields: stored.map((f) => ({
      name: f.name,
      label: local[`label:${f.name}`],
      type: f.type as z.infer<typeof field>["type"],
      // The API always needs a name, an email and the content to answer.
      required: f.required || f.name === "name" || f.name === "email" || f.name === "content",
      maxLength: MAX_LENGTH[f.name],
    })),
  };
}

export const inquiryFormCall = defineCall({
  path: "inquiry/form",
  summary: "An inquiry form's title and fields, in the shopper's language",
  tag: "forms",
  cache: "public",
  input: z.object({ slug }),
  output: inquiryFormShape,
  handle: async (ctx, input) => {
    const form = await readInquiryForm(ctx.db, input.slug, ctx.language);
    if (!form) throw notFound();
    return form;
  },
});
