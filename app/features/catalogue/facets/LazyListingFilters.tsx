/**
 * The listing's facet form with its code loaded on first use (ADR 344), like the head's widgets
 * (components/page/LazyWidget.tsx): until then it is the server's GET form, which works as without
 * JavaScript (the phone drawer is a checkbox and its labels). Its code is asked for when the
 * pointer comes over it, when it is pressed, touched or focused, or when a navigation starts.
 * A tick or a submit made before the code is in is not a document load: it starts the same
 * client navigation the live form makes (held until the code is in, use-held-navigation.ts), so
 * the list updates in place and the swap keeps the ticks and the focus (lib/first-use.ts).
 * A choice made before the page hydrated (its scripts start after the first paint, ADR 373) had no
 * listener to hear it: it is replayed once the listener is in, the same navigation (ADR 384).
 */
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LazyWidget, changedInPage } from "~/components/page/LazyWidget";
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

type Heard = { type: string; target: EventTarget; preventDefault(): void };

export function LazyListingFilters(props: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  // React hears a choice in the server's HTML as `input` (a tick or a pick fires one), not as
  // `change`; capturing, so the stand-in's own submit handling (LazyWidget) skips a handled one.
  const follow = (event: Heard) => {
    // Only the server's form: once the code is in, the live form answers its own events.
    if (loadedPart("ListingFilters")) return;
    const submitted = event.type === "submit";
    const field = event.target as HTMLInputElement & HTMLFormElement;
    const form = submitted ? field : field.form;
    // Typed price bounds wait for the submit, as on the live form; the drawer's box is no filter.
    if (!form || (!submitted && (field.type === "number" || !field.name))) return;
    event.preventDefault();
    navigate(`${pathname}${formSearch(form)}`, { preventScrollReset: true });
  };
  // A sort, box or range changed on the server's form before hydration had no listener: it is
  // heard now (ADR 384). Typed bounds still wait for the submit. The page shell's effects (the
  // held navigation) come after this one: the list starts loading at once, so the live form,
  // once its code is in, shows the load under way (use-facet-form.ts) and the choice never
  // flicks back; the chips' code is asked for by the navigation.
  const replay = useRef(follow);
  useEffect(() => {
    // The wrapper is always rendered: its element is there once mounted.
    for (const field of box.current!.querySelectorAll<HTMLInputElement>("[name]"))
      if (field.type !== "number" && changedInPage(field)) {
        replay.current({ type: "input", target: field, preventDefault() {} });
        break;
      }
  }, []);
  return (
    <div ref={box} className="contents" onInputCapture={follow} onSubmitCapture={follow}>
      <LazyWidget name="ListingFilters" props={props} />
    </div>
  );
}
