/**
 * When a press (mouse, touch or pen) that is under way has done its work. A part handed over on
 * first use (first-use.ts) swaps the server's HTML for the live one; if that happens between a
 * press and its release, the press began on an element that is gone, so the browser sends the
 * click to what both share (the wrapper) and the tap is lost: a menu's summary does not open.
 * The swap waits for the press: until its click has run (and the click's default action, such as
 * a <details> toggling, with it), until it is cancelled, or shortly after a release that brings no
 * click (a drag).
 */

// A release that brings no click (a drag, a press that left its element) does not hold a swap longer.
const RELEASE_WITHOUT_CLICK_MS = 300;

let watching = false;
let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let waiting: (() => void)[] = [];

function settle() {
  pressed = false;
  clearTimeout(releaseTimer);
  const done = waiting;
  waiting = [];
  for (const resolve of done) resolve();
}

// After the event's listeners and its default action (a click toggles a <details> after dispatch).
const settleAfterThisEvent = () => setTimeout(settle, 0);

/** Starts following presses in the document (once; the first part that may swap asks for it). */
export function watchPresses() {
  if (watching || typeof document === "undefined") return;
  watching = true;
  document.addEventListener(
    "pointerdown",
    () => {
      pressed = true;
      clearTimeout(releaseTimer);
    },
    true,
  );
  document.addEventListener(
    "pointerup",
    () => {
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(settle, RELEASE_WITHOUT_CLICK_MS);
    },
    true,
  );
  document.addEventListener("pointercancel", settleAfterThisEvent, true);
  document.addEventListener("click", () => (pressed ? settleAfterThisEvent() : undefined), true);
}

/** Resolves at once when nothing is pressed, else once the press under way has done its work. */
export function pressSettled(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
