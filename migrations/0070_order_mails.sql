-- Order mails (docs/decisions/216). Every later mail (paid, shipped, refunded, cancelled, sent
-- from a webhook, an operator's call or a scheduled job) is written in the order's `language`
-- (added by 0064 for the expiry mail) and links to the shop's origin the order was placed on, so
-- a mail sent where there is no shopper's request still links to the right site. Orders placed
-- before this keep no origin (the mail then links to the caller's origin).
ALTER TABLE `orders` ADD `origin` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- One row per mail an order was sent: the claim is taken before the mail goes out, so an event
-- that arrives twice (a payment webhook redelivered, an operator's call repeated) mails once.
-- `event` is the mail's kind, with what makes a repeat of that kind a new mail: "refunded:<the
-- refunded total>", "shipped:<the shipment id>".
CREATE TABLE `order_mails` (
	`order_no` text NOT NULL,
	`event` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY (`order_no`, `event`)
);
