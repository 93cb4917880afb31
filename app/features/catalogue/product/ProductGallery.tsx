/**
 * The product's images. With `theme.product.showSlideImage` they are a swipeable strip with
 * thumbnails (plain anchors, so it works without JavaScript); otherwise only the chosen
 * variant's image. The first image loads eagerly: it is the page's largest paint.
 * The chosen variant's image comes first; the strip is keyed by it, so choosing another variant
 * after client navigation starts a fresh strip at its first image (reordering the old strip's
 * children kept its scroll position on the previous picture).
 */
import { useTranslation } from "~/lib/i18n/react";
import { pictureAttributes } from "~/lib/picture";

type GalleryProps = { title: string; images: string[]; selected?: string | null; slides: boolean };

export function ProductGallery({ title, images, selected, slides }: GalleryProps) {
  const { t } = useTranslation();
  const ordered = selected ? [selected, ...images.filter((image) => image !== selected)] : images;
  const shown = slides ? ordered : ordered.slice(0, 1);
  if (shown.length === 0) return <div className="aspect-square rounded-box bg-base-200" />;
  return (
    <section aria-label={t("catalogue.gallery")}>
      {/* A scrolling strip must be reachable by keyboard to scroll it (axe scrollable-region-focusable). */}
      <div
        key={selected ?? ""}
        className="carousel w-full rounded-box bg-base-200"
        tabIndex={shown.length > 1 ? 0 : undefined}
      >
        {shown.map((image, index) => (
          <figure key={image} id={`image-${index + 1}`} className="carousel-item w-full">
            <img
              {...pictureAttributes(image, "productMain")}
              alt={
                index === 0 ? title : `${title} — ${t("catalogue.image", { index: index + 1, total: shown.length })}`
              }
              width={800}
              height={800}
              className="aspect-square w-full object-cover"
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding={index === 0 ? "sync" : "async"}
            />
          </figure>
        ))}
      </div>
      {shown.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {shown.map((image, index) => (
            <li key={image}>
              <a href={`#image-${index + 1}`} className="block w-16 overflow-hidden rounded-box border border-base-300">
                <img
                  {...pictureAttributes(image, "thumb64")}
                  alt={t("catalogue.image", { index: index + 1, total: shown.length })}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
