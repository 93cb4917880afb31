/**
 * The picked filters as chips (FacetChips.tsx) with their code loaded on first use (ADR 358),
 * like the facet form beside them: until the pointer comes over them, they are pressed or focused,
 * or a navigation starts, they are the server's links (LazyWidget.tsx). A listing with nothing
 * picked shows none, so most first loads never need the code; a tick loads it with the next page.
 *
 * A click on a chip or on "Clear all", before or after the code is in, is one client navigation
 * that keeps the scroll position, and the results' heading takes the focus (the removed chip took
 * it with it; the list changed).
 */
import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { LazyWidget, clientNavigationTarget } from "~/components/page/LazyWidget";
import type { ListingQuery } from "../listing-query";
import type { FacetView } from "./facet-data";

type Props = { pathname: string; query: ListingQuery; facets: FacetView | null; keep: Record<string, string> };

export function LazyFacetChips(props: Props) {
  const navigate = useNavigate();
  // Capturing: it runs before the stand-in's own link handling and the live links' (both skip a handled click).
  const followChip = (event: MouseEvent<HTMLDivElement>) => {
    const to = clientNavigationTarget(event);
    if (!to) return;
    event.preventDefault();
    navigate(to, { preventScrollReset: true });
    requestAnimationFrame(() => document.getElementById("listing-results")?.focus({ preventScroll: true }));
  };
  return (
    <div className="contents" onClickCapture={followChip}>
      <LazyWidget name="FacetChips" props={props} />
    </div>
  );
}
