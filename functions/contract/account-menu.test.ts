/**
 * The account menu's one markup (ADR 341): a hostile name and texts are escaped, an empty name
 * shows the account word, and the Worker's element is the storefront's holder with the same menu.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT_MENU_HOLDER, accountMenuElementHtml, accountMenuHtml } from "./account-menu";

const TEXTS = {
  menu: "Account menu",
  signedInAs: "Signed in as {{name}}",
  account: "Account",
  signOut: "Sign out",
  center: "/user/center",
  signOutAction: "/auth/signout",
};

describe("accountMenuHtml", () => {
  it("escapes the name and the texts, and falls back to the account word for an empty name", () => {
    const html = accountMenuHtml(TEXTS, '<img src=x onerror="alert(1)">&', "/?q=<x>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;");
    expect(html).toContain('value="/?q=&lt;x&gt;"');
    expect(accountMenuHtml(TEXTS, "", "/")).toContain('data-account-name="true">Account<');
  });

  it("is what the Worker's element holds, in the holder the storefront renders", () => {
    const inner = accountMenuHtml(TEXTS, "Ada", "/cart");
    expect(accountMenuElementHtml(TEXTS, "Ada", "/cart")).toBe(
      `<div class="${ACCOUNT_MENU_HOLDER.className}" ${ACCOUNT_MENU_HOLDER.mark}="">${inner}</div>`,
    );
  });
});
