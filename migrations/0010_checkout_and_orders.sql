-- Shipping rules by destination and order value (issue 6): an empty country list ships everywhere;
-- min_order / max_order bound the subtotal in minor units (max_order null: no upper bound).
ALTER TABLE `shipping_methods` ADD `countries` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `min_order` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `max_order` integer;--> statement-breakpoint
-- A visitor's order is reachable from the cart that placed it (thank-you page, payment, cancel).
ALTER TABLE `orders` ADD `cart_id` text;--> statement-breakpoint
-- Set once the stock and coupon of a cancelled order went back, so it happens exactly once.
ALTER TABLE `orders` ADD `restocked_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancelled_at` text;--> statement-breakpoint
CREATE INDEX `orders_cart` ON `orders` (`cart_id`);--> statement-breakpoint
CREATE INDEX `orders_unpaid` ON `orders` (`user_id`, `pay_status`, `status`);--> statement-breakpoint
-- Whether placing the order takes its lines out of the cart (buy now leaves the cart alone).
ALTER TABLE `checkouts` ADD `from_cart` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `checkouts_expiry` ON `checkouts` (`expires_at`);
