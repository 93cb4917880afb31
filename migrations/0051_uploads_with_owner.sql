-- Issue 15, item 7. Every customer upload (upload/image, user/editAvatar) gets a row: whose it
-- is (review, inquiry, return and article pictures must be the submitter's own), and when it
-- was made, so the daily sweep (media/sweep.ts) can delete what nothing refers to after a day.
-- Uploads made before this migration have no row; they are neither accepted in new
-- submissions nor swept.
CREATE TABLE `uploads` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `url` text NOT NULL,
  `key` text NOT NULL,
  `owner` text NOT NULL,
  `content_type` text NOT NULL,
  `size` integer NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
  `kept_at` text
);--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_url` ON `uploads` (`url`);--> statement-breakpoint
CREATE INDEX `uploads_unjudged` ON `uploads` (`kept_at`,`created_at`);
