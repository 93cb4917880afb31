/** The returns domain's entry: what the other domains and the backend's entry use of it. */
export { adminReturnAuditCall, adminReturnCompleteCall } from "./admin";
export { returnApplyCall, returnQuoteCall } from "./apply";
export { returnCancelCall, returnDetailCall, returnListCall, returnLogisticsCall } from "./calls";
