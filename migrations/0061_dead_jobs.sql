-- Issue 20, item 4: background work goes through the storefront-jobs queue (docs/decisions/185).
-- A job that could not be done (a message its provider refused, or one still failing after every
-- retry, or one the dead-letter queue handed over) is kept here for an operator to read. The queue
-- message id is the key, so a job recorded twice (consumer, then dead-letter queue) stays one row.
-- `detail` describes the job without its text: a message's body may hold a one-time code.
CREATE TABLE `dead_jobs` (
	`message_id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`error` text DEFAULT '' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`queued_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `dead_jobs_created` ON `dead_jobs` (`created_at`);
