/** The checkout domain's entry: what the other domains and the backend's entry use of it. */
export { checkoutCreateCall } from "./create";
export { checkoutInfoCall } from "./info";
export { checkoutSubmitCall } from "./submit";
