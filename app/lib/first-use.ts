/**
 * A part the server renders whole (it works without JavaScript) whose browser code is needed only
 * once the shopper uses it: the closed review form, the hidden country-code picker (ADR 310).
 *
 * While the page hydrates, the part's element keeps the server's HTML as it is
 * (`dangerouslySetInnerHTML` with what the document holds: React adopts it without hydrating the
 * inside, so nothing mismatches and nothing suspends); its component's chunk loads on the first
 * real use (the caller says when) and then renders into the same element. What the shopper may
 * already have typed or picked in the server's fields, and the focus, are carried over to the
 * live fields. A part first rendered by a client navigation has no server HTML and loads at once.
 * Unlike a suspended island (ADR 165), a router update before the code is in changes nothing.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { pressSettled, watchPresses } from "./press-settled";

// Set by the first effect of any part: after that, a render is never the hydration of the document.
let documentHydrated = false;

/** The HTML inside the element `find` returns, read once during the document's hydration; otherwise null. */
export function useServerHtml(find: () => Element | null | undefined): string | null {
  const [html] = useState(() =>
    import.meta.env.SSR || typeof document === "undefined" || documentHydrated ? null : (find()?.innerHTML ?? null),
  );
  useEffect(() => {
    documentHydrated = true;
  }, []);
  return html;
}

type Caret = { start: number; end: number; direction: "forward" | "backward" | "none" };
type Snapshot = {
  values: { value: string; checked: boolean; files: FileList | null }[];
  opened: boolean[];
  focused: number;
  caret: Caret | null;
};
const FIELDS = "input,textarea,select";

function snapshotOf(container: Element | null): Snapshot | null {
  if (!container) return null;
  const values = Array.from(container.querySelectorAll<HTMLInputElement>(FIELDS)).map((field) => ({
    value: field.value,
    checked: !!field.checked,
    files: field.type === "file" ? field.files : null,
  }));
  const focused = Array.from(container.querySelectorAll("*")).findIndex(
    (element) => element === document.activeElement,
  );
  // A menu (<details>) opened on the server's HTML stays open on the live one.
  const opened = Array.from(container.querySelectorAll("details")).map((details) => details.open);
  return { values, opened, focused, caret: caretOf(document.activeElement) };
}

/** Where the caret (or the selection) stands in a focused text field; null elsewhere. */
function caretOf(element: Element | null): Caret | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = element;
    return start === null || end === null ? null : { start, end, direction: direction ?? "none" };
  } catch {
    // A field without a caret (a checkbox, a number) throws on some browsers.
    return null;
  }
}

/**
 * A text the shopper typed goes in through the field's own value setter and an input event, so a
 * live field whose value React holds (the search box) hears it as typed and answers it.
 */
function typeInto(field: HTMLInputElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (!setter) {
    field.value = value;
    return;
  }
  setter.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

// The same component renders the server's and the live fields, so they match one for one, in order.
function restore(container: Element | null, snapshot: Snapshot) {
  if (!container) return;
  const fields = Array.from(container.querySelectorAll<HTMLInputElement>(FIELDS));
  if (fields.length !== snapshot.values.length) return;
  fields.forEach((field, index) => {
    const { value, checked, files } = snapshot.values[index];
    if (field.type === "checkbox" || field.type === "radio") field.checked = checked;
    else if (field.type === "file") {
      if (files?.length) field.files = files;
    } else if (field.value !== value) typeInto(field, value);
  });
  const menus = Array.from(container.querySelectorAll("details"));
  if (menus.length === snapshot.opened.length)
    menus.forEach((details, index) => {
      if (snapshot.opened[index]) details.open = true;
    });
  if (snapshot.focused >= 0) (container.querySelectorAll("*")[snapshot.focused] as HTMLElement | undefined)?.focus();
}

/**
 * The caret back where the shopper left it, once the live field has rendered what was typed into
 * it (setting the value, and React's re-render of a field it holds, put the caret at the end).
 */
function placeCaret(container: Element | null, snapshot: Snapshot) {
  const { caret } = snapshot;
  const field = container && snapshot.focused >= 0 ? container.querySelectorAll("*")[snapshot.focused] : null;
  if (!caret || field !== document.activeElement) return;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  try {
    field.setSelectionRange(caret.start, caret.end, caret.direction);
  } catch {
    // The live field has no caret (its type differs): the focus is enough.
  }
}

const loadedModules = new Map<() => Promise<unknown>, unknown>();

/**
 * The module `load` gives, once `wanted` has been true (null until then and while it loads); a
 * module loaded before is there at once. `container` is the element whose server HTML it replaces
 * (what the shopper did in it is carried over), if any.
 */
export function useFirstUse<Module>(
  load: () => Promise<Module>,
  wanted: boolean,
  container?: RefObject<Element | null>,
): Module | null {
  const [loaded, setLoaded] = useState<Module | null>(() => (loadedModules.get(load) as Module | undefined) ?? null);
  const carried = useRef<Snapshot | null>(null);
  useEffect(watchPresses, []);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load()
      .then(async (module) => {
        loadedModules.set(load, module);
        // A press under way would lose its click if its element were swapped before the release.
        await pressSettled();
        return module;
      })
      .then(
        (module) => {
          if (!live) return;
          // What the shopper did is read and the live HTML put in its place in one task: a letter
          // typed or a tap between the two (a slow phone meets it) would otherwise be lost.
          const snapshot = snapshotOf(container?.current ?? null);
          carried.current = snapshot;
          flushSync(() => setLoaded(() => module));
          if (snapshot) placeCaret(container?.current ?? null, snapshot);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load, container]);
  useLayoutEffect(() => {
    if (!loaded || !carried.current) return;
    restore(container?.current ?? null, carried.current);
    carried.current = null;
  }, [loaded, container]);
  return loaded;
}
