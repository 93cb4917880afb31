/**
 * What favorite/add and favorite/cancel take: the kind of item and its id, written once. The
 * backend validates with `favoriteTarget`; the storefront's favourite button and the list's remove
 * button post the same fields (ADR 243, 244). No shopper words: the buttons carry hidden fields.
 * Plain zod only: this module reaches the storefront.
 */
import { z } from "./zod";

export const FAVORITE_TYPES = ["article", "product", "page"] as const;

export const favoriteFields = {
  type: z.enum(FAVORITE_TYPES),
  id: z.number().int().positive(),
};

export const favoriteTarget = z.object(favoriteFields);
