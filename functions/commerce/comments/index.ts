/** The comments domain's entry: what the other domains and the backend's entry use of it. */
export { commentAddCall } from "./add";
export { ARTICLE_PAGE_COMMENTS, commentListCall, commentStatements, readComments } from "./list";
