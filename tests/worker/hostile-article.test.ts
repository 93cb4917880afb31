/**
 * Issue 15, item 6 on the built Worker: a customer's article full of hostile links, pictures and
 * ids goes through both sanitisers (the backend's on save, the storefront's on render) and the
 * page it is published on carries none of it: no protocol-relative or script URL in any form,
 * no srcset candidate elsewhere, no clobbered page id, and rel="ugc nofollow" on every link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { api, createCustomer } from "../support/shoppers";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const HOSTILE = [
  "//evil.example/a",
  "/\\evil.example",
  "\\\\evil.example",
  "&#47;&#47;evil.example",
  "&amp;#47;&amp;#47;evil.example",
  "%2F%2Fevil.example",
  " &#10;//evil.example",
  "javascript:alert(1)",
  "jav&#x09;ascript:alert(1)",
  " &#10;javascript:alert(1)",
  "java&#0;script:alert(1)",
  "javascript&colon;alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
];

describe("a hostile customer article on the built Worker", () => {
  it('renders with every hostile URL gone, page ids intact and rel="ugc nofollow" on each link', async () => {
    const customer = await createCustomer(worker);
    const links = HOSTILE.map((url, index) => `<a href="${url}">probe-${index}</a>`).join(" ");
    const pictures = HOSTILE.map((url) => `<img alt="p" src="${url}" srcset="${url} 2x">`).join("");
    const content = `<p id="main" name="i18n-messages">Hello</p><p>${links} <a href="https://example.com/fine" target="_blank" rel="opener">probe-fine</a></p>${pictures}`;
    const saved = await api(worker, "user/article/save", { title: "Hostile", content }, customer.cookie);
    expect(saved.code).toBe(0);

    const response = await worker.fetch(`/article/${saved.data.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("probe-fine");
    expect(html).not.toMatch(/evil\.example|javascript:|vbscript:|data:text/i);
    // Only the page's own main landmark carries that id. The page's texts travel in the root's
    // data (ADR 155): the #i18n-messages block exists only on a page whose root loader failed,
    // and the article may not make one either.
    expect(html.match(/id="main"/g)).toHaveLength(1);
    expect(html).not.toMatch(/id="i18n-messages"/);
    expect(html).not.toMatch(/name="i18n-messages"/);

    const anchors = [...html.matchAll(/<a\b([^>]*)>(probe-[^<]*)<\/a>/g)];
    expect(anchors).toHaveLength(HOSTILE.length + 1);
    for (const [, attrs, text] of anchors) {
      const rel = /\srel="([^"]*)"/.exec(attrs)?.[1].split(" ") ?? [];
      expect(rel, text).toEqual(expect.arrayContaining(["ugc", "nofollow"]));
      expect(rel, text).not.toContain("opener");
      const href = /\shref="([^"]*)"/.exec(attrs)?.[1];
      if (text === "probe-fine") expect(href).toBe("https://example.com/fine");
      else expect(href ?? "", text).toBe("");
    }
    // No picture kept a source or srcset from the hostile list.
    for (const [tag] of html.matchAll(/<img\b[^>]*alt="p"[^>]*>/g)) expect(tag).not.toMatch(/\s(?:src|srcset)="[^"]+"/);
  });
});
