-- Issue "Nothing a shopper can abuse", finding 3: unpaid orders held their stock forever
-- (docs/decisions/204). Each payment method has a payment window in minutes (NULL: none, as cash
-- on delivery, paid when it arrives); an order records the deadline it was placed with (`pay_by`,
-- NULL: never expires) and the language its mails are written in. The expiry job cancels an
-- order still unpaid after `pay_by` and sets `expired_at`, so the order page can say why.
ALTER TABLE `payment_methods` ADD `pay_within_minutes` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `pay_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `expired_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Where the order ships, normalised (orders/ship-to-key.ts): open unpaid orders are counted per address.
ALTER TABLE `orders` ADD `ship_to_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The expiry job's scan and the limits' counts: open unpaid orders (few), by deadline.
CREATE INDEX `orders_pay_by` ON `orders` (`status`,`pay_status`,`pay_by`);--> statement-breakpoint
-- Card and hosted gateways: 30 minutes; bank transfer: the 3 days its description promises.
UPDATE `payment_methods` SET `pay_within_minutes` = 30 WHERE `id` IN ('card', 'stripe');--> statement-breakpoint
UPDATE `payment_methods` SET `pay_within_minutes` = 4320 WHERE `id` = 'bank-transfer';
