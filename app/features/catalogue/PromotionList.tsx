import { Link } from "@remix-run/react";
import { useLinks } from "~/lib/use-links";

type Promotion = { slug: string; title: string; description?: string; image?: string };

export function PromotionList({ promotions }: { promotions?: Promotion[] }) {
  const links = useLinks();
  if (!Array.isArray(promotions) || promotions.length === 0) return null;
  return (
    <ul className="shop-block grid gap-4 md:grid-cols-3">
      {promotions.map((promotion) => (
        <li key={promotion.slug} className="shop-card card bg-base-200">
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
