/**
 * The heart on product, article and page screens and on product cards. It is a form posting to
 * user/favorite, which adds and comes back (no JavaScript; signed-out shoppers go to sign-in
 * and back). With JavaScript it toggles in place from the wish-list atoms.
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { useFavorite } from "~/features/engagement/favorites/use-wish-list";
import { useAtomValue } from "jotai";
import { wishListStatusAtom, type FavoriteType } from "~/features/engagement/favorites/wishlist-state";
import { HEART, STITCH_MARKS } from "../../../../functions/contract/shopper-parts";

type FavoriteButtonProps = {
  type: FavoriteType;
  id: number;
  title: string;
  size?: "xs" | "sm";
  /** Whether the server found it saved when it drew the page: shown until the tab's wish list is ready (always, without JavaScript). */
  saved?: boolean;
};

export function FavoriteButton({ type, id, title, size = "sm", saved }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const { signedIn, favorites } = useShop();
  const { pathname, search } = useLocation();
  const { on: loaded, toggle } = useFavorite(type, id);
  // Marked once the wish list is known in this tab (scripts and browser tests wait for it).
  const ready = useAtomValue(wishListStatusAtom) === "ready";
  // On a cached page the Worker marked the saved hearts (ADR 270); the root's data says the same.
  const stitched = favorites ? favorites[type].includes(id) : undefined;
  const on = ready ? loaded : (saved ?? stitched ?? loaded);
  const labels = { [STITCH_MARKS.labelOn]: t("favorite.saved"), [STITCH_MARKS.labelOff]: t("favorite.save") };
  return (
    <Form
      method="post"
      action={links.user("favorite")}
      onSubmit={(event) => {
        // Signed out, the post goes through and the action sends the shopper to sign-in.
        if (!signedIn) return;
        event.preventDefault();
        void toggle();
      }}
    >
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        name="intent"
        value={on ? "cancel" : "add"}
        aria-pressed={on}
        className={`btn btn-${size} ${on ? "btn-secondary" : "btn-outline"}`}
        data-favorite={`${type}:${id}`}
        data-ready={ready || undefined}
      >
        <span aria-hidden="true">{on ? HEART.on : HEART.off}</span>
        {/* The name starts with the visible word (WCAG 2.5.3) and says which item; aria-pressed says whether it is saved. */}
        <span {...labels}>{t(on ? "favorite.saved" : "favorite.save")}</span>
        <span className="sr-only">{`: ${title}`}</span>
      </button>
    </Form>
  );
}
