/** The favorite button's form (it posts to user/favorite and comes back) and the list's remove button. */
import { z } from "../../../lib/forms/zod";

export const favoriteSchema = z.object({
  intent: z.enum(["add", "cancel"]),
  type: z.enum(["article", "product", "page"]),
  id: z.coerce.number().int().positive(),
  redirectTo: z.string().max(2000).optional(),
});
