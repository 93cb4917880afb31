/**
 * The listing's facet form with its code loaded on first use (ADR 344), like the head's widgets
 * (components/page/LazyWidget.tsx): until then it is the server's GET form, which works as without
 * JavaScript (the phone drawer is a checkbox and its labels). Its code is asked for when the
 * pointer comes over it, when it is pressed, touched or focused, or when a navigation starts.
 * A tick or a submit made before the code is in is not a document load: it starts the same
 * client navigation the live form makes (held until the code is in, use-held-navigation.ts), so
 * the list updates in place and the swap keeps the ticks and the focus (lib/first-use.ts).
 */
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LazyWidget } from "~/components/page/LazyWidget";
import { loadedPart } from "~/components/page/page-parts";
import type { ListingQuery } from "../listing-query";
import type { FacetView } from "./facet-data";
import { formSearch } from "./form-search";

type Props = {
  query: ListingQuery;
  facets: FacetView | null;
  total: number;
  keep?: Record<string, string>;
};

export function LazyListingFilters(props: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  // Native listeners: React's onChange does not see boxes it did not render (the server's HTML).
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const follow = (event: Event) => {
      // Only the server's form: once the code is in, the live form answers its own events.
      if (loadedPart("ListingFilters")) return;
      const submitted = event.type === "submit";
      const field = event.target as HTMLInputElement;
      const form = submitted ? (event.target as HTMLFormElement) : field.form;
      // Typed price bounds wait for the submit, as on the live form; the drawer's box is no filter.
      if (!form || (!submitted && (field.type === "number" || !field.name))) return;
      event.preventDefault();
      navigate(`${pathname}${formSearch(form)}`, { preventScrollReset: true });
    };
    element.addEventListener("change", follow);
    element.addEventListener("submit", follow);
    return () => {
      element.removeEventListener("change", follow);
      element.removeEventListener("submit", follow);
    };
  }, [pathname, navigate]);
  return (
    <div ref={box} className="contents">
      <LazyWidget name="ListingFilters" props={props} />
    </div>
  );
}
