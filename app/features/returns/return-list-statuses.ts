/** The after-sales list's status tabs, in order; the loader accepts only these. */
export const RETURN_LIST_STATUSES = ["pending_approval", "completed", "cancelled", "ended"] as const;
