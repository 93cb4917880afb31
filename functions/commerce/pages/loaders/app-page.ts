/**
 * Pages under the app rule (default `/app/*`): screens an operator builds from templates, e.g.
 * `/app/size-guide` is the stored template of page type `app:size-guide` (its body, and its head
 * and foot when stored, else the shop's own). A name without a stored body is not a page (404):
 * the shop ships no app pages, and the storefront never draws a placeholder for one.
 */
import type { Layout } from "../layout";
import { staticPlan, type PagePlan } from "../payload";

export const appTemplateType = (name: string) => `app:${name}`;

export function appPagePlan(layout: Layout, name: string): PagePlan | null {
  const templateType = appTemplateType(name);
  if (!name || !layout.templates.has(`${templateType}/body`)) return null;
  return staticPlan({ data: { type: "appPage", page: name }, templateType, meta: { title: "", description: "" } });
}
