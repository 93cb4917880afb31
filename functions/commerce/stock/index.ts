/** The stock domain's entry: what the other domains and the backend's entry use of it. */
export { commitLines, releaseLines, reserveLines, stockStore, syncStock, type StockLine } from "./stock-objects";
