-- Facets (docs/decisions/290): the many-valued attributes a listing counts and filters by, one row
-- per product and value (with the first SKU position it appears at, to order values such as sizes): every option value of its SKUs ("option:<name>") and the slug of each
-- brand category it is listed under ("brand"). Price, stock, rating and sales stay on the
-- products row (one value each) and are read from there. Triggers keep the rows in step with
-- product_skus, product_categories and categories whoever writes them (import, seed, edits).
CREATE TABLE `product_facets` (
	`product_id` integer NOT NULL,
	`facet` text NOT NULL,
	`value` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `facet`, `value`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE INDEX `product_facets_value` ON `product_facets` (`facet`,`value`,`product_id`);--> statement-breakpoint
CREATE INDEX `products_rating` ON `products` (`status`,`rating_x10`);--> statement-breakpoint
CREATE TRIGGER `product_facets_sku_insert` AFTER INSERT ON `product_skus` BEGIN
	INSERT INTO `product_facets` (`product_id`, `facet`, `value`, `position`)
		SELECT NEW.`product_id`, 'option:' || j.`key`, j.`atom`, NEW.`position` FROM json_each(NEW.`options`) j WHERE j.`atom` IS NOT NULL
		ON CONFLICT DO UPDATE SET `position` = min(`position`, excluded.`position`);
END;--> statement-breakpoint
CREATE TRIGGER `product_facets_sku_update` AFTER UPDATE OF `options`, `product_id` ON `product_skus` BEGIN
	DELETE FROM `product_facets` WHERE `product_id` IN (OLD.`product_id`, NEW.`product_id`) AND substr(`facet`, 1, 7) = 'option:'
		AND NOT EXISTS (SELECT 1 FROM `product_skus` s, json_each(s.`options`) j WHERE s.`product_id` = `product_facets`.`product_id`
			AND 'option:' || j.`key` = `product_facets`.`facet` AND j.`atom` = `product_facets`.`value`);
	INSERT INTO `product_facets` (`product_id`, `facet`, `value`, `position`)
		SELECT NEW.`product_id`, 'option:' || j.`key`, j.`atom`, NEW.`position` FROM json_each(NEW.`options`) j WHERE j.`atom` IS NOT NULL
		ON CONFLICT DO UPDATE SET `position` = min(`position`, excluded.`position`);
END;--> statement-breakpoint
CREATE TRIGGER `product_facets_sku_delete` AFTER DELETE ON `product_skus` BEGIN
	DELETE FROM `product_facets` WHERE `product_id` = OLD.`product_id` AND substr(`facet`, 1, 7) = 'option:'
		AND NOT EXISTS (SELECT 1 FROM `product_skus` s, json_each(s.`options`) j WHERE s.`product_id` = OLD.`product_id`
			AND 'option:' || j.`key` = `product_facets`.`facet` AND j.`atom` = `product_facets`.`value`);
END;--> statement-breakpoint
CREATE TRIGGER `product_facets_brand_insert` AFTER INSERT ON `product_categories` BEGIN
	INSERT OR IGNORE INTO `product_facets` (`product_id`, `facet`, `value`)
		SELECT NEW.`product_id`, 'brand', `slug` FROM `categories` WHERE `id` = NEW.`category_id` AND `type` = 'brand';
END;--> statement-breakpoint
CREATE TRIGGER `product_facets_brand_delete` AFTER DELETE ON `product_categories` BEGIN
	DELETE FROM `product_facets` WHERE `product_id` = OLD.`product_id` AND `facet` = 'brand'
		AND `value` = (SELECT `slug` FROM `categories` WHERE `id` = OLD.`category_id`);
END;--> statement-breakpoint
CREATE TRIGGER `product_facets_brand_category` AFTER UPDATE OF `slug`, `type` ON `categories`
	WHEN OLD.`slug` IS NOT NEW.`slug` OR OLD.`type` IS NOT NEW.`type` BEGIN
	DELETE FROM `product_facets` WHERE `facet` = 'brand' AND `value` = OLD.`slug`;
	INSERT OR IGNORE INTO `product_facets` (`product_id`, `facet`, `value`)
		SELECT pc.`product_id`, 'brand', NEW.`slug` FROM `product_categories` pc WHERE pc.`category_id` = NEW.`id` AND NEW.`type` = 'brand';
END;--> statement-breakpoint
CREATE TRIGGER `product_facets_brand_category_delete` AFTER DELETE ON `categories` WHEN OLD.`type` = 'brand' BEGIN
	DELETE FROM `product_facets` WHERE `facet` = 'brand' AND `value` = OLD.`slug`;
END;--> statement-breakpoint
CREATE TRIGGER `product_facets_product_delete` AFTER DELETE ON `products` BEGIN
	DELETE FROM `product_facets` WHERE `product_id` = OLD.`id`;
END;--> statement-breakpoint
-- The backfill: every product's option values and brands as they stand.
INSERT INTO `product_facets` (`product_id`, `facet`, `value`, `position`)
	SELECT s.`product_id`, 'option:' || j.`key`, j.`atom`, min(s.`position`) FROM `product_skus` s, json_each(s.`options`) j WHERE j.`atom` IS NOT NULL
	GROUP BY s.`product_id`, 'option:' || j.`key`, j.`atom`;--> statement-breakpoint
INSERT OR IGNORE INTO `product_facets` (`product_id`, `facet`, `value`)
	SELECT pc.`product_id`, 'brand', c.`slug` FROM `product_categories` pc JOIN `categories` c ON c.`id` = pc.`category_id` WHERE c.`type` = 'brand';
