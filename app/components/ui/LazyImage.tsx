/**
 * An image with its size reserved (no layout shift) and real alt text. Above the fold
 * (`eager`) it loads at once; otherwise it waits for lib/lazy-images.ts, retries up to three
 * times, and shows loading / loaded / error states through `data-state` (styled in tailwind.css).
 * A stored photo gets its `srcset` and `sizes` (lib/picture.ts, `kind` says how wide it is drawn);
 * the page's largest picture is `priority`: never lazy, fetched first (`fetchpriority="high"`).
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { LAZY_IMAGE } from "~/lib/constants";
import { attemptSrc, rememberLoaded, wasLoaded, watchImage } from "~/lib/lazy-images";
import { pictureAttributes, type PictureKind } from "~/lib/picture";

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  kind: PictureKind;
  priority?: boolean;
};

type LoadState = "loading" | "loaded" | "error";

export function LazyImage({
  src,
  alt,
  width,
  height,
  eager: eagerAsked = false,
  kind,
  priority = false,
  className = "",
  ...rest
}: LazyImageProps) {
  const eager = eagerAsked || priority;
  const ref = useRef<HTMLImageElement>(null);
  const [attempt, setAttempt] = useState(1);
  // No state on the server or in the first client render: without JavaScript nothing would ever
  // clear "loading", and the hydrating render must match the server's.
  const [state, setState] = useState<LoadState | undefined>(undefined);
  const [near, setNear] = useState(eager);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    return watchImage(element, () => setNear(true));
  }, [near]);

  useEffect(() => {
    // An image that finished before hydration fired its load event too early for React.
    const element = ref.current;
    const done = !!element?.complete && element.naturalWidth > 0;
    if (done) rememberLoaded(src);
    setState(done || wasLoaded(src) ? "loaded" : "loading");
  }, [src]);

  return (
    <img
      ref={ref}
      {...pictureAttributes(src, kind, (url) => attemptSrc(url, attempt))}
      alt={alt}
      width={width}
      height={height}
      loading={eager || near ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      // The largest paint is decoded with the frame that shows it, not a frame later (ADR 334).
      decoding={priority ? "sync" : "async"}
      data-state={state}
      className={`lazy-image ${className}`}
      onLoad={() => {
        rememberLoaded(src);
        setState("loaded");
      }}
      onError={() => {
        if (attempt < LAZY_IMAGE.attempts) setAttempt(attempt + 1);
        else setState("error");
      }}
      {...rest}
    />
  );
}
