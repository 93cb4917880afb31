/** The cart-touching commerce tests again, with carts in D1 (CART_STORE "d1", ADR 180). */
import { defineConfig } from "vitest/config";
import { CART_TESTS, commerceProject } from "./vitest.commerce.config";

export default defineConfig(() => commerceProject({ name: "commerce-d1-carts", cartStore: "d1", include: CART_TESTS }));
