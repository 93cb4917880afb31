/** The pages domain's entry: what the other domains and the backend's entry use of it. */
export { forgetLayouts } from "./layout-cache";
export { answerRouteRequest } from "./route-request";
