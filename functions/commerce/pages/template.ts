/**
 * The template language of the page composer, small on purpose so operators can edit templates
 * stored in D1 without running code:
 *   {{t:key}}             a message of kernel/i18n/messages.ts in the page's language
 *   {{theme:key}}         a theme value (colours, sizes)
 *   {{value:name}}        a text value the composer provides (escaped)
 *   {{html:name}}         an HTML value the composer provides (already sanitised)
 *   {{component:Name}}    a component with empty props
 *   {{component:Name slot}}  a component with the props the composer put in `slot`
 * Unknown keys render nothing, so a template never breaks a page.
 */
import { isMessageKey, type Translate } from "../kernel/i18n/messages";
import type { Theme } from "../../contract/theme";
import { componentElement, escapeHtml } from "../kernel/html";

export type TemplateScope = {
  t: Translate;
  theme: Theme;
  values: Record<string, string | number | undefined>;
  html: Record<string, string | undefined>;
  slots: Record<string, unknown>;
};

const PLACEHOLDER = /\{\{\s*(t|theme|value|html|component):([\w.-]+)(?:\s+([\w.-]+))?\s*\}\}/g;

export function renderTemplate(template: string, scope: TemplateScope): string {
  return template.replace(PLACEHOLDER, (_, kind: string, key: string, slot?: string) => {
    switch (kind) {
      case "t":
        return isMessageKey(key) ? escapeHtml(scope.t(key)) : "";
      case "theme": {
        const value = (scope.theme as Record<string, unknown>)[key];
        return typeof value === "string" || typeof value === "number" ? escapeHtml(value) : "";
      }
      case "value":
        return escapeHtml(scope.values[key] ?? "");
      case "html":
        return scope.html[key] ?? "";
      default:
        return componentElement(key, slot ? (scope.slots[slot] ?? {}) : {});
    }
  });
}
