-- A refund application is completed first and its refund sent after (docs/decisions/209): the
-- completion shuts the shopper's cancel out before any money moves. `refund_sent_at` is when the
-- provider took the refund (or nothing was to be sent); while it is empty on a completed refund
-- the operator's complete sends it again with the same idempotency key, and `refund_error` says
-- why the last attempt failed.
ALTER TABLE `returns` ADD `refund_sent_at` text;--> statement-breakpoint
ALTER TABLE `returns` ADD `refund_error` text;--> statement-breakpoint
-- Every application completed until now had its refund sent before it was completed.
UPDATE `returns` SET `refund_sent_at` = `completed_at` WHERE `status` = 'completed';
