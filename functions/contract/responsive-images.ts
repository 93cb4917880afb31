/**
 * Responsive pictures (docs/decisions/305): a raster picture the shop stores in R2 (an upload or
 * an imported photo, `/api/web/media/uploads/…`) is also served resized, at `?w=<width>` for one
 * of IMAGE_WIDTHS, in AVIF or WebP as the browser's `Accept` allows. Only these widths exist, so
 * the edge cache holds at most seven variants per picture and format, and nobody can make the
 * Worker resize a picture to every width there is.
 *
 * The demo's drawings (`/api/web/media/demo/….svg`) are vectors: they are sharp at every width
 * and never resized, so they get no `srcset`. Outside pictures (another host) are left as given.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const STORED_PICTURE = /^\/api\/web\/media\/uploads\/[a-z0-9/._-]+\.(?:jpe?g|png|webp|avif)$/i;

/** Whether the shop can serve `src` resized: one of its own stored raster pictures (not GIF: it may move). */
export function isResizable(src: string): boolean {
  return STORED_PICTURE.test(src) && !src.includes("..");
}

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** The address of `src` at `width` pixels wide. */
export function resizedSrc(src: string, width: ImageWidth): string {
  return `${src}?w=${width}`;
}

/** Every width of `src` as a `srcset` ("…?w=160 160w, …"), or undefined when it cannot be resized. */
export function srcSetOf(src: string, rewrite: (url: string) => string = (url) => url): string | undefined {
  if (!isResizable(src)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${rewrite(resizedSrc(src, width))} ${width}w`).join(", ");
}
