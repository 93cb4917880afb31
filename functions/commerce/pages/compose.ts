/**
 * Fills the head, body and foot templates for a page. Stored templates (page_templates) win over
 * the shipped ones; a custom category type "category:brand" falls back to "category".
 */
import { ShopError, Code } from "../kernel/http/envelope";
import type { ShopContext } from "../kernel/http/context";
import { defaultTemplate, type Region } from "./default-templates";
import type { Layout } from "./layout";
import type { PagePayload } from "./payload";
import { renderTemplate } from "./template";

function findTemplate(layout: Layout, pageType: string, region: Region): string {
  const types = [...new Set([pageType, pageType.split(":")[0]])];
  for (const type of region === "body" ? types : [...types, "*"]) {
    const stored = layout.templates.get(`${type}/${region}`);
    // Storing an empty template is how an operator removes one; only app screens have no body by design.
    if (stored !== undefined && !stored.trim() && !(region === "body" && type === "app")) {
      throw new ShopError(Code.fullFailure, "templateMissing", 500);
    }
    if (stored !== undefined) return stored;
  }
  for (const type of types) {
    const shipped = defaultTemplate(type, region);
    if (shipped !== undefined) return shipped;
  }
  throw new ShopError(Code.fullFailure, "systemTemplateMissing", 500);
}

export function composePage(ctx: ShopContext, layout: Layout, payload: PagePayload) {
  const scope = {
    t: ctx.t,
    theme: layout.config.theme,
    values: { siteName: layout.config.name, year: new Date().getUTCFullYear(), ...payload.values },
    html: payload.html ?? {},
  };
  return {
    pageHead: renderTemplate(findTemplate(layout, payload.templateType, "head"), { ...scope, slots: layout.headSlots }),
    pageBody: renderTemplate(findTemplate(layout, payload.templateType, "body"), {
      ...scope,
      slots: payload.slots ?? {},
    }),
    pageFoot: renderTemplate(findTemplate(layout, payload.templateType, "foot"), { ...scope, slots: layout.footSlots }),
  };
}
