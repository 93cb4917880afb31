/** The inquiries domain's entry: what the other domains and the backend's entry use of it. */
export { adminInquiryListCall } from "./admin";
export { inquiryFormCall } from "./form";
export { inquiryFeedbackCall, inquirySubmitCall } from "./submit";
