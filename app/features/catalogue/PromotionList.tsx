import { Link } from "@remix-run/react";
import { useLinks } from "~/lib/use-links";
import { LazyImage } from "~/components/ui/LazyImage";

type Promotion = { slug: string; title: string; description?: string; image?: string; banner?: string | null };

export function PromotionList({ promotions }: { promotions?: Promotion[] }) {
  const links = useLinks();
  if (!Array.isArray(promotions) || promotions.length === 0) return null;
  return (
    <ul className="shop-block grid gap-4 md:grid-cols-3">
      {promotions.map((promotion, index) => (
        <li key={promotion.slug} className="shop-card card bg-base-200">
          {promotion.banner || promotion.image ? (
            <figure className="aspect-[8/3]">
              {/* The first banner is in the first screen: it loads with the HTML. */}
              <LazyImage
                src={(promotion.banner || promotion.image)!}
                alt=""
                width={1600}
                height={600}
                eager={index === 0}
                // Three to a row from md up, like the article list's pictures.
                kind="article"
                className="h-full w-full object-cover"
              />
            </figure>
          ) : null}
          <Link
            to={links.path(`/promotion/${encodeURIComponent(promotion.slug)}`)}
            className="card-body"
            prefetch="intent"
          >
            <h2 className="card-title">{promotion.title}</h2>
            {promotion.description ? <p className="shop-desc">{promotion.description}</p> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
