/**
 * The head's menus are <details> (category sub-menus, the phone "Menu", language, currency,
 * account), so they open by keyboard, by touch and without JavaScript. A <details> stays open
 * until its summary is clicked again, though: after a choice, a client navigation or a click
 * elsewhere they piled up (and on a phone the open menu covered the next page and took its
 * taps). With JavaScript they close like menus: on a choice, on navigation, on a click or focus
 * outside, and on Escape (focus back on the menu's summary). Without JavaScript every choice
 * loads a new page, which closes them anyway.
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** What marks a <details> as a closing menu. */
const MENU_ATTRIBUTE = "data-menu";
const OPEN_MENUS = `details[${MENU_ATTRIBUTE}][open]`;

function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS)];
}

/** Closes every open menu that does not hold `inside` (all of them without it). */
function closeMenus(inside?: Node | null) {
  for (const menu of openMenus()) if (!inside || !menu.contains(inside)) menu.open = false;
}

/** A link or submit button inside a menu's list (not its summary): a choice. */
function choiceIn(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const choice = target.closest<HTMLElement>("a[href], button:not([type='button'])");
  if (!choice || choice.closest("summary") || !choice.closest(OPEN_MENUS)) return null;
  return choice;
}

export function useClosingMenus() {
  const location = useLocation();
  // A navigation (even to the same address) closes them all; the page's hydration does not: a menu
  // a slow phone's shopper opened before it is theirs (ADR 353).
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    closeMenus();
  }, [location.key]);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => closeMenus(event.target as Node);
    const onFocusIn = (event: FocusEvent) => closeMenus(event.target as Node);
    const onClick = (event: MouseEvent) => {
      // After the click has done its work (a form's submit needs its button in place).
      if (choiceIn(event.target)) setTimeout(() => closeMenus(), 0);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // The innermost open menu around the focus, else the last one opened in document order.
      const focused = document.activeElement;
      const around = openMenus().filter((menu) => focused && menu.contains(focused));
      const menu = around.at(-1) ?? openMenus().at(-1);
      if (!menu) return;
      menu.open = false;
      menu.querySelector<HTMLElement>(":scope > summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
}
