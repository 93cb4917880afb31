/** The search domain's entry: what the other domains and the backend's entry use of it. */
import { registerIndexJobs } from "./jobs";
export { articleSearchRows, pageSearchRows, productSearchRows, type SearchRow } from "./index-rows";
export { reindexItems, type IndexItem } from "./reindex-items";
export { readSearch, searchCall, searchInput, searchStatements, suggestCall } from "./search";
export { kindRange, matchExpression, searchTable } from "./tokens";

// The index job is this domain's: registered when it is loaded (jobs/registry.ts).
registerIndexJobs();
