import { Link } from "@remix-run/react";
import { LazyImage } from "~/components/ui/LazyImage";

/** Tiles in the first row on a phone (two columns): near the top of a page they are in the first
    screen, and often its largest paint, so they load with the HTML instead of after hydration. */
const EAGER_TILES = 2;

type Tile = { label: string; href: string; image?: string };

export function CategoryTiles({ items }: { items?: Tile[] }) {
  if (!Array.isArray(items) || items.length === 0) return null;
  return (
    <ul className="shop-block grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item, index) => (
        <li key={item.href}>
          <Link to={item.href} prefetch="intent" className="shop-card card bg-base-200 card-sm">
            {item.image ? (
              <figure className="aspect-square">
                <LazyImage
                  src={item.image}
                  alt=""
                  width={240}
                  height={240}
                  eager={index < EAGER_TILES}
                  kind="categoryTile"
                  className="h-full w-full object-cover"
                />
              </figure>
            ) : null}
            <span className="card-body font-semibold">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
