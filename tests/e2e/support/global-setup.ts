/** One started shop (wrangler dev) for the whole browser suite. */
import { startShop, stopShop } from "./shop";

export default async function setup() {
  const shop = await startShop();
  return () => stopShop(shop);
}
