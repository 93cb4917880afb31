/**
 * How large a picture upload may be. The backend refuses a bigger one (functions/commerce/media),
 * and the Worker's proxy refuses it before buffering the body (functions/worker/proxy-body-limit.ts):
 * one ceiling for both.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The most a one-picture multipart body may be: the picture plus room for its boundary and headers. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
/** The most pictures any one submission (a return, a review, an inquiry) may carry. */
export const MAX_IMAGES = 6;
/** The picture types the backend accepts (it checks each file's first bytes too). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
/**
 * How large a catalogue picture an operator may import (admin/media/put, `npm run admin -- import`):
 * a camera's photo, which Cloudflare Images resizes for each page (docs/decisions/305).
 */
export const CATALOGUE_PICTURE_MAX_BYTES = 20 * 1024 * 1024;
