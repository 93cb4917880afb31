/** The order list's status tabs, in order (unpaid is a tab of its own); the loader accepts only these. */
export const ORDER_LIST_STATUSES = ["unpaid", "in_progress", "completed", "cancelled", "pending_cancellation"] as const;
