/**
 * The home page's slides. Without JavaScript they are a horizontally scrolling strip (every
 * slide reachable); with it, previous/next buttons move one slide at a time and announce it.
 */
import { Link } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { pictureAttributes } from "~/lib/picture";

type Slide = { title: string; subtitle?: string; image: string; href: string; cta?: string };

export function HeroBanner({ slides }: { slides?: Slide[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  if (!Array.isArray(slides) || slides.length === 0) return null;

  function go(index: number) {
    const next = (index + slides!.length) % slides!.length;
    setCurrent(next);
    const element = track.current?.children[next] as HTMLElement | undefined;
    track.current?.scrollTo({ left: element?.offsetLeft ?? 0, behavior: "smooth" });
  }

  return (
    <section className="shop-hero relative" aria-roledescription="carousel" aria-label={slides[0].title}>
      <div ref={track} className="carousel w-full rounded-box">
        {slides.map((slide, index) => (
          <div
            key={slide.href + index}
            className="relative carousel-item w-full"
            aria-roledescription="slide"
            aria-label={t("site.slide", { index: index + 1, total: slides.length })}
            aria-hidden={index !== current ? "true" : undefined}
          >
            <img
              {...pictureAttributes(slide.image, "hero")}
              alt=""
              width={1600}
              height={600}
              className="aspect-[4/3] w-full object-cover sm:aspect-[8/3]"
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              // The first slide is the page's largest paint: decoded with the frame that shows it (ADR 334).
              decoding={index === 0 ? "sync" : "async"}
            />
            <div className="shop-hero-text absolute inset-0 flex flex-col items-start justify-center gap-3 p-5 pb-14 sm:p-8">
              <h2 className="text-2xl font-bold md:text-4xl">{slide.title}</h2>
              {slide.subtitle ? <p className="max-w-md md:text-lg">{slide.subtitle}</p> : null}
              <Link to={slide.href} className="btn btn-primary" tabIndex={index !== current ? -1 : undefined}>
                {slide.cta || t("site.shopNow")}
              </Link>
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="absolute right-3 bottom-3 flex items-center gap-2">
          <button
            type="button"
            className="btn btn-circle btn-sm"
            onClick={() => go(current - 1)}
            aria-label={t("site.previous")}
          >
            ‹
          </button>
          <span className="badge" aria-live="polite" data-testid="hero-position">
            {current + 1} / {slides.length}
          </span>
          <button
            type="button"
            className="btn btn-circle btn-sm"
            onClick={() => go(current + 1)}
            aria-label={t("site.next")}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
