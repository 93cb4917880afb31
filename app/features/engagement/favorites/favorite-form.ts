/** The favorite button's form (it posts to user/favorite and comes back) and the list's remove button. */
import { z } from "../../../lib/forms/zod";
import { favoriteFields } from "../../../../functions/contract/favorites";

/** The item by the rules favorite/add and favorite/cancel validate with (the contract's, ADR 244); the id comes as text. */
export const favoriteSchema = z.object({
  intent: z.enum(["add", "cancel"]),
  type: favoriteFields.type,
  id: z.coerce.number().pipe(favoriteFields.id),
  redirectTo: z.string().max(2000).optional(),
});
