/** The favorite button under an article or a page, when the route data names its id. */
import type { FavoriteType } from "~/features/engagement/favorites/wishlist-state";
import { FavoriteButton } from "./FavoriteButton";

export function ContentFavorite({ type, data }: { type: FavoriteType; data: unknown }) {
  const item = (data ?? {}) as { id?: unknown; title?: unknown };
  if (typeof item.id !== "number") return null;
  return (
    <div className="container mx-auto pb-6">
      <FavoriteButton type={type} id={item.id} title={typeof item.title === "string" ? item.title : ""} />
    </div>
  );
}
