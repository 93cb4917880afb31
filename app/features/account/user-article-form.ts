/**
 * A customer's own article: title, optional slug and thumbnail, and the HTML from the editor
 * (or the plain textarea without JavaScript). The backend sanitises the HTML; this only checks
 * what the shopper can fix.
 */
import { z } from "../../lib/forms/zod";
import { requiredMessage } from "../../lib/forms/messages";

const limit = { error: "errors.inputLimit" };

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articleSaveSchema = z.object({
  intent: z.literal("save"),
  id: z.coerce.number().int().positive().optional(),
  title: z
    .string({ error: requiredMessage("userArticle.title") })
    .trim()
    .min(1, { error: requiredMessage("userArticle.title") })
    .max(200, limit),
  slug: z.string().trim().max(80, limit).regex(SLUG_PATTERN, { error: "userArticle.slugFormat" }).optional(),
  content: z
    .string({ error: requiredMessage("userArticle.content") })
    .trim()
    .min(1, { error: requiredMessage("userArticle.content") })
    .max(100_000, limit),
});

export const articleActionSchema = z.discriminatedUnion("intent", [
  articleSaveSchema,
  z.object({
    intent: z.literal("delete"),
    id: z.coerce.number().int().positive(),
    confirmed: z.literal("yes").optional(),
  }),
]);

/** Text typed into the plain textarea (no JavaScript) becomes paragraphs; HTML from the editor stays. */
export function textToHtml(text: string): string {
  if (/<\/?(p|h2|h3|ul|ol|li|strong|em|a|br|blockquote)\b/i.test(text)) return text;
  const escape = (line: string) => line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
}
