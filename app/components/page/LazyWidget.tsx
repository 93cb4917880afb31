/**
 * A head or foot widget whose code loads on first use (ADR 314): until then its element keeps the
 * server's HTML as it is (lib/first-use.ts, ADR 310), so the page hydrates without it and nothing
 * changes on screen. Its menus are <details> and its forms plain GET/POST forms, so they work
 * before the code is in exactly as without JavaScript; a plain click on one of its links and a
 * submitted GET form (the search) are made client navigations. The code is asked for when the pointer comes over it, when it is pressed or
 * focused, and when any navigation starts (held until the code is in: use-held-navigation.ts), so
 * a widget that shows the address (language links, currency form, sign-in link) follows it.
 * A content part mostly below the first screen (a product grid) is handed over the same way when
 * it comes near the screen (`inView`).
 */
import { useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useFirstUse, useServerHtml } from "~/lib/first-use";
import { partLoader } from "./page-parts";
import { SERVER_PARTS } from "./server-parts";

/** A plain left click on a link of this shop (not a new tab, a download, an API or a language link). */
export function clientNavigationTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  // A language link sets its cookie through the Worker (`?lng=`): it stays a document load until the code is in.
  if (!link || link.target || link.hasAttribute("download") || link.hasAttribute("hreflang")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith("/api/")) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The form (or its submitting button) of a GET form of this shop submitted the plain way, which
 * the router can send as a client navigation; null for a POST form, a new tab or another site.
 */
export function clientSubmitTarget(
  event: FormEvent<HTMLElement>,
): HTMLFormElement | HTMLButtonElement | HTMLInputElement | null {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return null;
  const form = event.target;
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
  const method = submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get";
  const target = submitter?.getAttribute("formtarget") ?? form.getAttribute("target");
  if (method.toLowerCase() !== "get" || (target && target !== "_self")) return null;
  const url = new URL(submitter?.getAttribute("formaction") ?? form.action, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith("/api/")) return null;
  return submitter ?? form;
}

/**
 * Whether the shopper changed a field of the server's HTML: the server wrote what it shows as the
 * field's default (ticks, the chosen option, the value).
 */
export function changedInPage(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  return field.type === "checkbox" || field.type === "radio"
    ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
    : field instanceof HTMLSelectElement
      ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
      : field.type !== "file" && field.value !== (field as HTMLInputElement).defaultValue;
}

/**
 * Whether the shopper already reached into the server's HTML before the page hydrated (the
 * widget's listeners were not there yet): the focus is in it, a field was changed, a menu opened.
 */
function usedBeforeHydration(box: Element): boolean {
  if (box.contains(document.activeElement)) return true;
  if (box.querySelector("details[open]")) return true;
  return Array.from(box.querySelectorAll<HTMLInputElement>("input,textarea,select")).some(changedInPage);
}

// How near the screen a part handed over on sight starts loading: the swap happens out of sight.
const NEAR_SCREEN = "200px";

type LazyWidgetProps = { name: string; props: Record<string, unknown>; inView?: boolean };

export function LazyWidget({ name, props, inView = false }: LazyWidgetProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const serverHtml = useServerHtml(() => document.getElementById(id));
  const navigate = useNavigate();
  const submit = useSubmit();
  const navigating = useNavigation().state !== "idle";
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (navigating) setUsed(true);
  }, [navigating]);
  // A slow phone may show the page long before it hydrates: what was typed or opened until then asks for the code.
  useEffect(() => {
    if (serverHtml !== null && box.current && usedBeforeHydration(box.current)) setUsed(true);
  }, [serverHtml]);
  // A part wanted on sight: its first box (the wrapper itself has none) coming near the screen.
  useEffect(() => {
    const target = inView && !used ? box.current?.firstElementChild : null;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setUsed(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [inView, used]);
  const loaded = useFirstUse(partLoader(name), used || navigating || serverHtml === null, box);
  const Part = import.meta.env.SSR ? SERVER_PARTS[name] : loaded;
  const use = () => setUsed(true);
  const frame = {
    id,
    ref: box,
    className: "contents",
    "data-part": name,
    onPointerOver: use,
    onPointerDown: use,
    onTouchStart: use,
    onFocus: use,
  };
  if (!Part && serverHtml !== null) {
    const followLink = (event: MouseEvent<HTMLDivElement>) => {
      const to = clientNavigationTarget(event);
      if (!to) return;
      event.preventDefault();
      navigate(to);
    };
    // The same client navigation the live <Form method="get"> makes (held until every part's code is in).
    const followForm = (event: FormEvent<HTMLDivElement>) => {
      const submitted = clientSubmitTarget(event);
      if (!submitted) return;
      event.preventDefault();
      submit(submitted);
    };
    return (
      <div {...frame} onClick={followLink} onSubmit={followForm} dangerouslySetInnerHTML={{ __html: serverHtml }} />
    );
  }
  return <div {...frame}>{Part ? <Part {...props} /> : null}</div>;
}
