/**
 * The limits on pictures attached to a form, apart from their zod schema (images.ts) so the
 * picker can show them without bringing zod into a page's first load.
 */
export const MAX_IMAGES = 6;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
