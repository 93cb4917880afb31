/** The mail domain's entry: what the other domains and the backend's entry use of it. */
import { registerMessageJobs } from "./jobs";
export { assertCanSend, canSend, deliveryRefusal, sendMessage } from "./send";
export { DeliveryError } from "./transport";

// The mail and sms jobs are this domain's: registered when it is loaded (jobs/registry.ts).
registerMessageJobs();
