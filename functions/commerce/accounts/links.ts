/** Absolute links the backend mails or shows as a QR code, in the shopper's language. */
import type { ShopContext } from "../kernel/http/context";
import { DEFAULT_LANGUAGE } from "../kernel/i18n/languages";

export function shopLink(ctx: ShopContext, path: string): string {
  const prefix = ctx.language === DEFAULT_LANGUAGE ? "" : `/${ctx.language}`;
  return `${ctx.origin}${prefix}${path}`;
}
