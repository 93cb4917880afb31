/** The reviews domain's entry: what the other domains and the backend's entry use of it. */
export { reviewAddCall } from "./add";
export { PRODUCT_PAGE_REVIEWS, queryPaging, readReviews, recordId, reviewListCall, reviewStatements } from "./list";
