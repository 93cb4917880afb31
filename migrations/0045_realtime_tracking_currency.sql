-- Issue 9, items 5–7. The desktop tab waiting on a QR ticket leaves its visitor id here, so the
-- phone's approval can push qr.confirmed to that tab's socket instead of the tab polling.
ALTER TABLE `qr_tickets` ADD `visitor_id` text;--> statement-breakpoint
-- The currency the shopper was shown at checkout and its rate per 1 unit of the stored currency
-- (site config, read on the server when the order was placed). Amounts stay in `currency`.
ALTER TABLE `orders` ADD `display_currency` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `display_rate` real;--> statement-breakpoint
-- Visitor tracking, aggregated: one row per visitor, day and path; a tick adds a hit.
CREATE TABLE `visitor_visits` (
  `day` text NOT NULL,
  `visitor_id` text NOT NULL,
  `path` text NOT NULL,
  `referer` text DEFAULT '' NOT NULL,
  `timezone` text DEFAULT '' NOT NULL,
  `hits` integer DEFAULT 1 NOT NULL,
  `first_at` text NOT NULL,
  `last_at` text NOT NULL,
  PRIMARY KEY (`day`, `visitor_id`, `path`)
) WITHOUT ROWID;
