/** The shared date rule (functions/contract/dates.ts): the storefront's screens and the backend's pages alike. */
export { formatDate } from "../../functions/contract/dates";
