/**
 * The cart page's loader and the one cart action (routes/cart.tsx): add, buy now, change quantity,
 * include in checkout, remove, check out — each an `intent` of the same schema (cart-form.ts).
 * Without JavaScript every submit comes back here (or to `backTo`); with it, fetchers stay in place.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { safeRedirectPath } from "../../../functions/contract/safe-redirect";
import { loadPage } from "~/lib/page.server";
import { PAGE_CACHE_HEADER } from "~/lib/page-headers";
import { failureReply, formError } from "~/lib/action-failure.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { cartCalls, cartCookie } from "./cart.server";
import { withAddedMarker, type Cart, type CartActionData } from "./cart";
import { cartIntentSchema } from "./cart-form";
import { takeBuyAgainNotice } from "./buy-again.server";

export async function loadCartPage(args: LoaderFunctionArgs) {
  const { upstream, session } = args.context;
  const [page, cart] = await Promise.all([
    loadPage(args),
    session.hasCart
      ? cartCalls(upstream)
          .list()
          .catch(() => null)
      : null,
  ]);
  // What "Buy again" could not add is said here once (features/cart/buy-again.server.ts).
  const { notice: buyAgain, clear } = takeBuyAgainNotice(args.request);
  const headers = new Headers({ [PAGE_CACHE_HEADER]: "private, no-store" });
  if (clear) headers.append("set-cookie", clear);
  return data({ ...page.data, cart: cart as Cart | null, buyAgain }, { headers });
}

export async function cartAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: cartIntentSchema });
  if (submission.status !== "success") {
    return data<CartActionData>({ result: formError("errors.inputLimit") }, { status: 422 });
  }
  const cart = cartCalls(context.upstream);
  const prefix = splitLanguage(new URL(request.url).pathname).prefix;
  const viaFetcher = form.get("via") === "fetcher";
  try {
    const intent = submission.value;
    let answer: Cart | null = null;
    if (intent.intent === "add") answer = await cart.add(intent.sku, intent.quantity);
    if (intent.intent === "update") answer = await cart.update(intent.id, { quantity: intent.quantity });
    if (intent.intent === "select") answer = await cart.update(intent.id, { selected: intent.selected });
    if (intent.intent === "remove") answer = await cart.remove([intent.id]);
    if (intent.intent === "buyNow" || intent.intent === "checkout") {
      const items = intent.intent === "buyNow" ? [{ sku: intent.sku, quantity: intent.quantity }] : undefined;
      const { slug } = await cart.checkout(items);
      return redirect(withLanguage(`/checkout/${encodeURIComponent(slug)}`, prefix));
    }
    const headers = new Headers();
    const setCookie = cartCookie(request, answer);
    if (setCookie) headers.append("set-cookie", setCookie);
    // Back to the product, marked so it can say what was added (the cart page lists it anyway).
    if (intent.intent === "add" && !viaFetcher) {
      const cartPath = withLanguage("/cart", prefix);
      const back = safeRedirectPath(intent.backTo, cartPath);
      return redirect(back === cartPath ? back : withAddedMarker(back, intent.sku), { headers });
    }
    return data<CartActionData>({ cart: answer, added: intent.intent === "add" }, { headers });
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data<CartActionData>({ result }, { status });
  }
}
