/** The content domain's entry: what the other domains and the backend's entry use of it. */
export { ARTICLE_CARD_COLUMNS, articleCard, toArticleCards } from "./article-cards";
export { articleDetailCall, articleDetailStatement, articleListCall, readArticleDetail } from "./articles";
export { pageDetailCall, pageDetailStatement, pageListCall, readPageDetail } from "./pages";
export { sanitizeHtml } from "./sanitize";
export { SHOPPER_RATE_LIMITS } from "./shopper-limits";
export { plainFields, plainText } from "./shopper-text";
export { userArticleDeleteCall, userArticleListCall, userArticleSaveCall } from "./user-articles";
