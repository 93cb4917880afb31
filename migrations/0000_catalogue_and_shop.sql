CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`type` text DEFAULT 'default' NOT NULL,
	`parent_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image` text,
	`i18n` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug` ON `categories` (`slug`);--> statement-breakpoint
CREATE INDEX `categories_parent` ON `categories` (`parent_id`,`position`);--> statement-breakpoint
CREATE TABLE `collection_products` (
	`collection_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`collection_id`, `product_id`)
);
--> statement-breakpoint
CREATE TABLE `collections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image` text,
	`position` integer DEFAULT 0 NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collections_slug` ON `collections` (`slug`);--> statement-breakpoint
CREATE TABLE `product_categories` (
	`product_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `category_id`)
);
--> statement-breakpoint
CREATE INDEX `product_categories_category` ON `product_categories` (`category_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `product_skus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`sku` text NOT NULL,
	`options` text DEFAULT '{}' NOT NULL,
	`price` integer NOT NULL,
	`line_price` integer,
	`stock` integer DEFAULT 0 NOT NULL,
	`image` text,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_skus_sku` ON `product_skus` (`sku`);--> statement-breakpoint
CREATE INDEX `product_skus_product` ON `product_skus` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `product_tags` (
	`product_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `tag_id`)
);
--> statement-breakpoint
CREATE INDEX `product_tags_tag` ON `product_tags` (`tag_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category_id` integer,
	`price` integer NOT NULL,
	`line_price` integer,
	`currency` text DEFAULT 'USD' NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`sales` integer DEFAULT 0 NOT NULL,
	`rating_x10` integer DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug` ON `products` (`slug`);--> statement-breakpoint
CREATE INDEX `products_category` ON `products` (`category_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_newest` ON `products` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_price` ON `products` (`status`,`price`);--> statement-breakpoint
CREATE INDEX `products_sales` ON `products` (`status`,`sales`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_slug` ON `tags` (`slug`);--> statement-breakpoint
CREATE TABLE `coupon_claims` (
	`coupon_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`used_at` text,
	`order_no` text,
	PRIMARY KEY(`coupon_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `coupon_claims_user` ON `coupon_claims` (`user_id`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`code` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`discount_type` text NOT NULL,
	`discount_value` integer NOT NULL,
	`min_spend` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`quantity` integer,
	`claimed_count` integer DEFAULT 0 NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_slug` ON `coupons` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `promotion_products` (
	`promotion_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`promotion_id`, `product_id`)
);
--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`banner` text,
	`discount_percent` integer DEFAULT 0 NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_slug` ON `promotions` (`slug`);--> statement-breakpoint
CREATE INDEX `promotions_period` ON `promotions` (`ends_at`);--> statement-breakpoint
CREATE TABLE `article_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_categories_slug` ON `article_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`thumbnail` text,
	`category_id` integer,
	`author` text DEFAULT '' NOT NULL,
	`user_id` integer,
	`status` text DEFAULT 'published' NOT NULL,
	`published_at` text,
	`i18n` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_published` ON `articles` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_category` ON `articles` (`category_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_user` ON `articles` (`user_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`user_id` integer,
	`parent_id` integer,
	`author` text NOT NULL,
	`content` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `comments_article` ON `comments` (`article_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`in_footer` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pages_slug` ON `pages` (`slug`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`user_id` integer,
	`order_no` text,
	`author` text NOT NULL,
	`rating` integer NOT NULL,
	`content` text NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reviews_product` ON `reviews` (`product_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`text` text NOT NULL,
	`code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `page_templates` (
	`page_type` text NOT NULL,
	`region` text NOT NULL,
	`html` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`page_type`, `region`)
);
--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shipping_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`fee` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`free_over` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`i18n` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`country` text NOT NULL,
	`province` text NOT NULL,
	`city` text NOT NULL,
	`area` text,
	`postal_code` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`address` text NOT NULL,
	`apartment` text,
	`country_code` text NOT NULL,
	`phone` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `addresses_user` ON `addresses` (`user_id`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`ref_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `type`, `ref_id`)
);
--> statement-breakpoint
CREATE INDEX `favorites_list` ON `favorites` (`user_id`,`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`form_slug` text NOT NULL,
	`user_id` integer,
	`name` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text,
	`content` text NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `inquiry_forms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`fields` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inquiry_forms_slug` ON `inquiry_forms` (`slug`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`email` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`confirmed_at` text,
	`unsubscribed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `qr_tickets` (
	`ticket` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`user_id` integer,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`device` text DEFAULT '' NOT NULL,
	`method` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`last_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`stream` text NOT NULL,
	`action` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`device` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `user_events_stream` ON `user_events` (`user_id`,`stream`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text,
	`mobile` text,
	`country_code` text,
	`password_hash` text,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`nickname` text DEFAULT '' NOT NULL,
	`avatar` text,
	`bio` text DEFAULT '' NOT NULL,
	`birthday` text,
	`email_verified_at` text,
	`credits` integer DEFAULT 0 NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`last_login_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_mobile` ON `users` (`country_code`,`mobile`);--> statement-breakpoint
CREATE TABLE `verification_codes` (
	`account` text NOT NULL,
	`scene` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`account`, `scene`)
);
--> statement-breakpoint
CREATE TABLE `visitor_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`visitor_id` text NOT NULL,
	`url` text NOT NULL,
	`referer` text DEFAULT '' NOT NULL,
	`timezone` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_events_visitor` ON `visitor_events` (`visitor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `cart_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cart_id` text NOT NULL,
	`sku` text NOT NULL,
	`quantity` integer NOT NULL,
	`selected` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_sku` ON `cart_items` (`cart_id`,`sku`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `carts_user` ON `carts` (`user_id`);--> statement-breakpoint
CREATE TABLE `checkouts` (
	`slug` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`cart_id` text,
	`items` text DEFAULT '[]' NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_no` text NOT NULL,
	`product_id` integer NOT NULL,
	`sku` text NOT NULL,
	`title` text NOT NULL,
	`image` text,
	`options` text DEFAULT '{}' NOT NULL,
	`price` integer NOT NULL,
	`quantity` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `order_items_order` ON `order_items` (`order_no`);--> statement-breakpoint
CREATE TABLE `orders` (
	`order_no` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`email` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'in_progress' NOT NULL,
	`pay_status` text DEFAULT 'unpaid' NOT NULL,
	`currency` text NOT NULL,
	`subtotal` integer NOT NULL,
	`shipping_fee` integer DEFAULT 0 NOT NULL,
	`coupon_discount` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`payment_amount` integer DEFAULT 0 NOT NULL,
	`coupon_code` text,
	`shipping_method_id` text NOT NULL,
	`payment_method_id` text NOT NULL,
	`address` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`idempotency_key` text NOT NULL,
	`paid_at` text,
	`completed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user` ON `orders` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `return_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_no` text NOT NULL,
	`order_item_id` integer NOT NULL,
	`quantity` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `return_items_return` ON `return_items` (`return_no`);--> statement-breakpoint
CREATE TABLE `returns` (
	`return_no` text PRIMARY KEY NOT NULL,
	`order_no` text NOT NULL,
	`user_id` integer,
	`apply_type` integer NOT NULL,
	`apply_desc` text NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'pending_approval' NOT NULL,
	`audit_status` text DEFAULT 'pending' NOT NULL,
	`refuse_desc` text,
	`refund_amount` integer DEFAULT 0 NOT NULL,
	`logistics_company` text,
	`logistics_no` text,
	`delivery_time` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `returns_user` ON `returns` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `returns_order` ON `returns` (`order_no`);--> statement-breakpoint
CREATE TABLE `shipments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_no` text NOT NULL,
	`express_name` text NOT NULL,
	`express_no` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shipments_order` ON `shipments` (`order_no`);