/** The newsletter domain's entry: what the other domains and the backend's entry use of it. */
export { newsletterConfirmCall, newsletterSubscribeCall, newsletterUnsubscribeCall } from "./subscription";
