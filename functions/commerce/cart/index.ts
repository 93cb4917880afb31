/** The cart domain's entry: what the other domains and the backend's entry use of it. */
export { cartAddCall, cartCountCall, cartListCall, cartRemoveCall, cartUpdateCall } from "./calls";
export { cart, readCart, type Cart } from "./cart";
export {
  LINE_COLUMNS,
  MAX_CART_LINES,
  MAX_QUANTITY,
  SKU_JOIN,
  line,
  subtotalOf,
  toLine,
  type Line,
  type LineRow,
} from "./lines";
export { mergeVisitorCartWrites } from "./merge";
export {
  currentCustomerId,
  currentShopper,
  customerCartId,
  issueVisitorCart,
  readCustomerId,
  visitorCartId,
} from "./shopper";
export { type CartWrites } from "./store-types";
export { cartStore } from "./store";
