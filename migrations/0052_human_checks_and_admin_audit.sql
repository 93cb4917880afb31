-- Issue 15 (items 4 and 5). Slide challenges are signed, not stored; a challenge's use for one
-- purpose ("<nonce>:code", "<nonce>:signup") is marked here until it would have expired anyway,
-- so a replayed challenge fails (ADR 105).
CREATE TABLE `human_check_uses` (
	`key` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `human_check_uses_expiry` ON `human_check_uses` (`expires_at`);
--> statement-breakpoint
-- Every operator call (ADR 106): who (a keyed fingerprint of the token, never the token), which
-- call and the ids it named, when, from which address, and whether it was let through.
CREATE TABLE `admin_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`call` text NOT NULL,
	`keys` text DEFAULT '{}' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`outcome` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
