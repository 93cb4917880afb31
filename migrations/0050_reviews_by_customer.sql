-- The activity log (accounts/activity-log.ts) reads a customer's own reviews by user id; without
-- this index that read scanned every review of the shop.
CREATE INDEX `reviews_user` ON `reviews` (`user_id`,`created_at`);
