-- After-sales (issue 7). A return keeps the timestamps of its states (the shopper's timeline), the
-- merchant's return address as it was when approved, and the exchange shipment when completed.
ALTER TABLE `returns` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `returns` ADD `merchant_address` text;--> statement-breakpoint
ALTER TABLE `returns` ADD `exchange_express_name` text;--> statement-breakpoint
ALTER TABLE `returns` ADD `exchange_express_no` text;--> statement-breakpoint
ALTER TABLE `returns` ADD `audited_at` text;--> statement-breakpoint
ALTER TABLE `returns` ADD `cancelled_at` text;--> statement-breakpoint
ALTER TABLE `returns` ADD `completed_at` text;--> statement-breakpoint
ALTER TABLE `returns` ADD `refunded_at` text;--> statement-breakpoint
-- What the returned units are worth of what their line cost (after the coupon); the shares of a
-- line's holding returns never add up to more than the line cost, so neither do its refunds.
ALTER TABLE `return_items` ADD `paid_share` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `return_items_order_item` ON `return_items` (`order_item_id`);--> statement-breakpoint
-- Order refund before shipping (order/refund): the shopper's reason, and what went back on approval.
ALTER TABLE `orders` ADD `refund_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_at` text;
