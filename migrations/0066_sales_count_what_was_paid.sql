-- Sales count what was paid (docs/decisions/208). An order's units are added to products.sales
-- when it is paid and taken back when a paid order is cancelled or a return refunds them; the
-- markers make each happen exactly once whichever path (gateway, webhook, operator, expiry) gets there.
ALTER TABLE `orders` ADD `sales_counted_at` text;--> statement-breakpoint
ALTER TABLE `returns` ADD `sales_returned_at` text;--> statement-breakpoint
-- Until now every order was counted when it was placed, and nothing was ever taken back: orders
-- still standing keep their count (marked counted, so a later cancel takes it back) and cancelled
-- ones give theirs back now.
UPDATE `orders` SET `sales_counted_at` = `created_at` WHERE `status` != 'cancelled';--> statement-breakpoint
UPDATE `products` SET `sales` = max(0, `sales` - (SELECT coalesce(sum(oi.`quantity`), 0) FROM `order_items` oi
  JOIN `orders` o ON o.`order_no` = oi.`order_no` WHERE o.`status` = 'cancelled' AND oi.`product_id` = `products`.`id`))
WHERE `id` IN (SELECT oi.`product_id` FROM `order_items` oi JOIN `orders` o ON o.`order_no` = oi.`order_no` WHERE o.`status` = 'cancelled');
