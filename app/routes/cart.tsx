/**
 * The cart page and the one cart action (features/cart/CartScreen.tsx, cart-page.server.ts): every
 * add, change and checkout posts here.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { cartAction, loadCartPage } from "~/features/cart/cart-page.server";
import { CartScreen } from "~/features/cart/CartScreen";

export const loader = (args: LoaderFunctionArgs) => loadCartPage(args);
export const action = (args: ActionFunctionArgs) => cartAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "cart.title", descriptionKey: "meta.cart" };

/** The route reads its data and hands it to the screen (which never imports the route). */
export default function CartRoute() {
  const { cart, buyAgain } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <CartScreen cart={cart} buyAgain={buyAgain} failure={formErrorsOf(answer)} />;
}
