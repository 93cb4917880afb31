/**
 * With JavaScript, the facet form updates the list in place: a tick changes the form's draft at
 * once (the box stays ticked, focus stays on it) and, after a short pause for more ticks, the
 * router loads the new URL's data (a data request, not a document) — the URL is the selection,
 * so the back button and shared links behave as without JavaScript. Typed price bounds wait
 * for "Show results" (Enter), as a number being typed is not yet a wish.
 */
import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { FACET_DEBOUNCE_MS } from "~/lib/constants";
import { formSearch } from "./form-search";

export function useFacetForm(action: string) {
  const location = useLocation();
  const pending = useNavigation().location;
  const navigate = useNavigate();
  // A load under way on this page shows where it goes: a tick made on the server's form before
  // this code came (ADR 384) stays ticked while its list loads, as a tick made here does.
  const shown = pending?.pathname === location.pathname ? pending.search : location.search;
  const [draft, setDraft] = useState(shown);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The URL moved (a load finished, the back button, a chip): the form shows what it says.
  useEffect(() => setDraft(shown), [shown]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const params = useMemo(() => new URLSearchParams(draft), [draft]);

  const go = useCallback(
    (search: string, delay: number) => {
      clearTimeout(timer.current);
      setDraft(search);
      timer.current = setTimeout(() => navigate(`${action}${search}`, { preventScrollReset: true }), delay);
    },
    [action, navigate],
  );

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.type === "number") {
        // Typed bounds replace a picked range: the radios show "any price" until they are sent.
        const next = new URLSearchParams(formSearch(event.currentTarget));
        next.delete("price");
        setDraft(next.size ? `?${next}` : "");
        return;
      }
      go(formSearch(event.currentTarget), target.tagName === "SELECT" ? 0 : FACET_DEBOUNCE_MS);
    },
    [go],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      go(formSearch(event.currentTarget), 0);
    },
    [go],
  );

  return { params, onChange, onSubmit };
}
