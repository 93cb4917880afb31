CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`reset_at` integer NOT NULL,
	`blocked_until` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_identities` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`provider`, `subject`)
);
--> statement-breakpoint
CREATE INDEX `user_identities_user` ON `user_identities` (`user_id`);--> statement-breakpoint
ALTER TABLE `qr_tickets` ADD `ip` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `qr_tickets` ADD `device` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `qr_tickets` ADD `place` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `verification_codes_hash` ON `verification_codes` (`code_hash`);