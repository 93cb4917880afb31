/**
 * The signed-in account menu's markup, in one place for both of its writers (docs/decisions/341):
 * the storefront's AccountLink renders it (as the element's inner HTML), and the Worker writes
 * the same string into a cached page's sign-in slot (functions/worker/stitch-page.ts, ADR 270).
 * One function, so the stitched menu and the rendered one cannot drift apart. The menu is a
 * <details>, so it opens without JavaScript; sign-out is a POST form that reloads the page.
 */

/** The menu's texts and links in the page's language, as the sign-in slot carries them. */
export type AccountMenuTexts = {
  menu: string;
  /** With `{{name}}` where the name goes. */
  signedInAs: string;
  account: string;
  signOut: string;
  center: string;
  signOutAction: string;
};

/** The element that holds the menu: `display: contents`, so the header lays out the menu itself. */
export const ACCOUNT_MENU_HOLDER = { className: "contents", mark: "data-account-menu" } as const;

const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The menu for a customer called `name` (empty: "Account"), signing out back to `redirectTo`. */
export function accountMenuHtml(texts: AccountMenuTexts, name: string, redirectTo: string): string {
  const shown = escaped(name || texts.account);
  const signedInAs = escaped(texts.signedInAs.split("{{name}}").join(name));
  return (
    `<details class="shop-account dropdown dropdown-end" data-menu="">` +
    `<summary class="btn max-w-24 btn-ghost btn-sm sm:max-w-40">` +
    // No aria-label: the name must contain the visible account name (WCAG 2.5.3).
    `<span class="sr-only">${escaped(texts.menu)}: </span>` +
    `<span class="truncate" data-account-name="true">${shown}</span></summary>` +
    // A long name wraps inside the box (break-words) instead of running out of it.
    `<ul class="dropdown-content menu z-30 mt-1 w-56 max-w-[calc(100vw-1.5rem)] rounded-box border border-base-300 bg-base-100 p-2 shadow">` +
    `<li class="block min-w-0 menu-title break-words whitespace-normal">${signedInAs}</li>` +
    `<li><a href="${escaped(texts.center)}">${escaped(texts.account)}</a></li>` +
    `<li><form method="post" action="${escaped(texts.signOutAction)}" class="p-0">` +
    `<input type="hidden" name="redirectTo" value="${escaped(redirectTo)}"/>` +
    `<button type="submit" class="w-full px-3 py-1.5 text-left">${escaped(texts.signOut)}</button>` +
    `</form></li></ul></details>`
  );
}

/** The holder with the menu in it: what the Worker puts in place of the sign-in slot. */
export function accountMenuElementHtml(texts: AccountMenuTexts, name: string, redirectTo: string): string {
  const { className, mark } = ACCOUNT_MENU_HOLDER;
  return `<div class="${className}" ${mark}="">${accountMenuHtml(texts, name, redirectTo)}</div>`;
}
