/** The admin domain's entry: what the other domains and the backend's entry use of it. */
export { adminAuditListCall } from "./audit";
export { admitOperator } from "./gate";
export { importCall } from "./import";
export { outboxCall } from "./outbox";
