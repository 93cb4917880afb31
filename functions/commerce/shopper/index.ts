/** The shopper domain's entry: what the other domains and the backend's entry use of it. */
export { shopperSummaryCall } from "./summary";
export { shopperPartsCall } from "./parts";
