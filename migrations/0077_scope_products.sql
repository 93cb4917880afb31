-- A listing's products by scope, in facet-set order (docs/decisions/347). A category's (with its
-- whole subtree), tag's, collection's or promotion's products are one range of this table, already
-- grouped by facet set, with what a listing filters, sorts and counts on: the facet counts and a
-- page with selections read the range in order instead of looking every product up by id
-- (products_listing, ADR 329). Scopes: 'c:<category id>', 't:<tag id>', 'k:<collection id>',
-- 'm:<promotion id>'. A product listed under a sub-category is in every ancestor's scope. Kept by
-- the triggers below on products, product_categories, categories (a move or a delete re-derives
-- the category rows of every product under it), product_tags, collection_products and
-- promotion_products: whoever writes those tables, the rows follow in the same statement.
CREATE TABLE `scope_products` (
	`scope` text NOT NULL,
	`facet_set` integer NOT NULL,
	`id` integer NOT NULL,
	`status` text NOT NULL,
	`price` integer NOT NULL,
	`stock` integer NOT NULL,
	`rating_x10` integer NOT NULL,
	`review_count` integer NOT NULL,
	`sales` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`scope`, `facet_set`, `id`)
) WITHOUT ROWID;--> statement-breakpoint
-- A product's rows, for the triggers that follow its writes.
CREATE INDEX `scope_products_product` ON `scope_products` (`id`,`scope`);--> statement-breakpoint
CREATE TRIGGER `scope_products_product_insert` AFTER INSERT ON `products` BEGIN
	DELETE FROM `scope_products` WHERE `id` IN (NEW.`id`) AND `scope` >= 'c:' AND `scope` < 'c;';
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
				SELECT `id`, `category_id` FROM `products` WHERE `id` IN (NEW.`id`) AND `category_id` IS NOT NULL
				UNION SELECT `product_id`, `category_id` FROM `product_categories` WHERE `product_id` IN (NEW.`id`)
				UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
			SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 't:' || l.`tag_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `product_tags` l JOIN `products` p ON p.`id` = l.`product_id` WHERE l.`product_id` = NEW.`id`;
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'k:' || l.`collection_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `collection_products` l JOIN `products` p ON p.`id` = l.`product_id` WHERE l.`product_id` = NEW.`id`;
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'm:' || l.`promotion_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `promotion_products` l JOIN `products` p ON p.`id` = l.`product_id` WHERE l.`product_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_product_update` AFTER UPDATE OF `facet_set`, `status`, `price`, `stock`, `rating_x10`, `review_count`, `sales`, `created_at` ON `products` BEGIN
	UPDATE `scope_products` SET `facet_set` = coalesce(NEW.`facet_set`, 0), `status` = NEW.`status`, `price` = NEW.`price`, `stock` = NEW.`stock`,
		`rating_x10` = NEW.`rating_x10`, `review_count` = NEW.`review_count`, `sales` = NEW.`sales`, `created_at` = NEW.`created_at`
		WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_product_category` AFTER UPDATE OF `category_id` ON `products` BEGIN
	DELETE FROM `scope_products` WHERE `id` IN (NEW.`id`) AND `scope` >= 'c:' AND `scope` < 'c;';
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
				SELECT `id`, `category_id` FROM `products` WHERE `id` IN (NEW.`id`) AND `category_id` IS NOT NULL
				UNION SELECT `product_id`, `category_id` FROM `product_categories` WHERE `product_id` IN (NEW.`id`)
				UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
			SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_product_delete` AFTER DELETE ON `products` BEGIN
	DELETE FROM `scope_products` WHERE `id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_category_insert` AFTER INSERT ON `product_categories` BEGIN
	DELETE FROM `scope_products` WHERE `id` IN (NEW.`product_id`) AND `scope` >= 'c:' AND `scope` < 'c;';
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
				SELECT `id`, `category_id` FROM `products` WHERE `id` IN (NEW.`product_id`) AND `category_id` IS NOT NULL
				UNION SELECT `product_id`, `category_id` FROM `product_categories` WHERE `product_id` IN (NEW.`product_id`)
				UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
			SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_category_delete` AFTER DELETE ON `product_categories` BEGIN
	DELETE FROM `scope_products` WHERE `id` IN (OLD.`product_id`) AND `scope` >= 'c:' AND `scope` < 'c;';
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
				SELECT `id`, `category_id` FROM `products` WHERE `id` IN (OLD.`product_id`) AND `category_id` IS NOT NULL
				UNION SELECT `product_id`, `category_id` FROM `product_categories` WHERE `product_id` IN (OLD.`product_id`)
				UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
			SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_category_link_update` AFTER UPDATE ON `product_categories` BEGIN
	DELETE FROM `scope_products` WHERE `id` IN (OLD.`product_id`) AND `scope` >= 'c:' AND `scope` < 'c;';
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
				SELECT `id`, `category_id` FROM `products` WHERE `id` IN (OLD.`product_id`) AND `category_id` IS NOT NULL
				UNION SELECT `product_id`, `category_id` FROM `product_categories` WHERE `product_id` IN (OLD.`product_id`)
				UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
			SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;
	DELETE FROM `scope_products` WHERE `id` IN (NEW.`product_id`) AND `scope` >= 'c:' AND `scope` < 'c;';
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
				SELECT `id`, `category_id` FROM `products` WHERE `id` IN (NEW.`product_id`) AND `category_id` IS NOT NULL
				UNION SELECT `product_id`, `category_id` FROM `product_categories` WHERE `product_id` IN (NEW.`product_id`)
				UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
			SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;
END;--> statement-breakpoint
-- A category moved: every product under it (by its main category or a further one) has new ancestors.
CREATE TRIGGER `scope_products_category_move` AFTER UPDATE OF `parent_id` ON `categories` WHEN OLD.`parent_id` IS NOT NEW.`parent_id` BEGIN
	DELETE FROM `scope_products` WHERE `id` IN (SELECT `id` FROM `products` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT NEW.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s)) UNION SELECT `product_id` FROM `product_categories` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT NEW.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s))) AND `scope` >= 'c:' AND `scope` < 'c;';
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
				SELECT `id`, `category_id` FROM `products` WHERE `id` IN (SELECT `id` FROM `products` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT NEW.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s)) UNION SELECT `product_id` FROM `product_categories` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT NEW.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s))) AND `category_id` IS NOT NULL
				UNION SELECT `product_id`, `category_id` FROM `product_categories` WHERE `product_id` IN (SELECT `id` FROM `products` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT NEW.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s)) UNION SELECT `product_id` FROM `product_categories` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT NEW.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s)))
				UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
			SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;
END;--> statement-breakpoint
-- A category deleted: its scope goes, and the products under its sub-categories lose it as an ancestor.
CREATE TRIGGER `scope_products_category_remove` AFTER DELETE ON `categories` BEGIN
	DELETE FROM `scope_products` WHERE `scope` = 'c:' || OLD.`id`;
	DELETE FROM `scope_products` WHERE `id` IN (SELECT `id` FROM `products` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT OLD.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s)) UNION SELECT `product_id` FROM `product_categories` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT OLD.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s))) AND `scope` >= 'c:' AND `scope` < 'c;';
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
				SELECT `id`, `category_id` FROM `products` WHERE `id` IN (SELECT `id` FROM `products` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT OLD.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s)) UNION SELECT `product_id` FROM `product_categories` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT OLD.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s))) AND `category_id` IS NOT NULL
				UNION SELECT `product_id`, `category_id` FROM `product_categories` WHERE `product_id` IN (SELECT `id` FROM `products` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT OLD.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s)) UNION SELECT `product_id` FROM `product_categories` WHERE `category_id` IN (SELECT id FROM (WITH RECURSIVE s(id) AS (SELECT OLD.`id` UNION SELECT c.`id` FROM `categories` c JOIN s ON c.`parent_id` = s.id) SELECT id FROM s)))
				UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
			SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_product_tags_insert` AFTER INSERT ON `product_tags` BEGIN
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 't:' || NEW.`tag_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `products` p WHERE p.`id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_product_tags_delete` AFTER DELETE ON `product_tags` BEGIN
	DELETE FROM `scope_products` WHERE `id` = OLD.`product_id` AND `scope` = 't:' || OLD.`tag_id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_product_tags_update` AFTER UPDATE OF `tag_id`, `product_id` ON `product_tags` BEGIN
	DELETE FROM `scope_products` WHERE `id` = OLD.`product_id` AND `scope` = 't:' || OLD.`tag_id`;
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 't:' || NEW.`tag_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `products` p WHERE p.`id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_collection_products_insert` AFTER INSERT ON `collection_products` BEGIN
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'k:' || NEW.`collection_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `products` p WHERE p.`id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_collection_products_delete` AFTER DELETE ON `collection_products` BEGIN
	DELETE FROM `scope_products` WHERE `id` = OLD.`product_id` AND `scope` = 'k:' || OLD.`collection_id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_collection_products_update` AFTER UPDATE OF `collection_id`, `product_id` ON `collection_products` BEGIN
	DELETE FROM `scope_products` WHERE `id` = OLD.`product_id` AND `scope` = 'k:' || OLD.`collection_id`;
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'k:' || NEW.`collection_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `products` p WHERE p.`id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_promotion_products_insert` AFTER INSERT ON `promotion_products` BEGIN
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'm:' || NEW.`promotion_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `products` p WHERE p.`id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_promotion_products_delete` AFTER DELETE ON `promotion_products` BEGIN
	DELETE FROM `scope_products` WHERE `id` = OLD.`product_id` AND `scope` = 'm:' || OLD.`promotion_id`;
END;--> statement-breakpoint
CREATE TRIGGER `scope_products_promotion_products_update` AFTER UPDATE OF `promotion_id`, `product_id` ON `promotion_products` BEGIN
	DELETE FROM `scope_products` WHERE `id` = OLD.`product_id` AND `scope` = 'm:' || OLD.`promotion_id`;
	INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
		SELECT 'm:' || NEW.`promotion_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `products` p WHERE p.`id` = NEW.`product_id`;
END;--> statement-breakpoint
-- The backfill: every product's rows in every scope it is listed in (one statement per kind of scope).
INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
	SELECT 'c:' || a.category_id, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM (WITH RECURSIVE a(product_id, category_id) AS (
			SELECT `id`, `category_id` FROM `products` WHERE `category_id` IS NOT NULL
			UNION SELECT `product_id`, `category_id` FROM `product_categories`
			UNION SELECT a.product_id, c.`parent_id` FROM a JOIN `categories` c ON c.`id` = a.category_id WHERE c.`parent_id` IS NOT NULL)
		SELECT a.product_id, a.category_id FROM a JOIN `categories` x ON x.`id` = a.category_id) a JOIN `products` p ON p.`id` = a.product_id;--> statement-breakpoint
INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
	SELECT 't:' || l.`tag_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `product_tags` l JOIN `products` p ON p.`id` = l.`product_id`;--> statement-breakpoint
INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
	SELECT 'k:' || l.`collection_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `collection_products` l JOIN `products` p ON p.`id` = l.`product_id`;--> statement-breakpoint
INSERT OR IGNORE INTO `scope_products` (scope, facet_set, id, status, price, stock, rating_x10, review_count, sales, created_at)
	SELECT 'm:' || l.`promotion_id`, coalesce(p.facet_set, 0), p.id, p.status, p.price, p.stock, p.rating_x10, p.review_count, p.sales, p.created_at FROM `promotion_products` l JOIN `products` p ON p.`id` = l.`product_id`;
