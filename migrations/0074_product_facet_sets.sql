-- Facet sets (docs/decisions/290): products with the same facet values share one set, so a
-- listing counts its products per set (a few thousand at 100 000 products) and the set's values
-- once, instead of every product's values. Kept by triggers on product_facets; facet_values holds
-- each value's first SKU position across the shop (the order values are shown in).
CREATE TABLE `facet_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`signature` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `facet_sets_signature` ON `facet_sets` (`signature`);--> statement-breakpoint
CREATE TABLE `facet_set_values` (
	`set_id` integer NOT NULL,
	`facet` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`set_id`, `facet`, `value`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE TABLE `facet_values` (
	`facet` text NOT NULL,
	`value` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`facet`, `value`)
) WITHOUT ROWID;--> statement-breakpoint
ALTER TABLE `products` ADD `facet_set` integer;--> statement-breakpoint
CREATE TRIGGER `facet_sets_value_insert` AFTER INSERT ON `product_facets` BEGIN
	INSERT INTO `facet_values` (`facet`, `value`, `position`) VALUES (NEW.`facet`, NEW.`value`, NEW.`position`)
		ON CONFLICT DO UPDATE SET `position` = min(`position`, excluded.`position`);
	INSERT OR IGNORE INTO `facet_sets` (`signature`) SELECT coalesce(group_concat(`facet` || char(31) || `value`, char(30)), '')
		FROM (SELECT `facet`, `value` FROM `product_facets` WHERE `product_id` = NEW.`product_id` ORDER BY `facet`, `value`);
	INSERT OR IGNORE INTO `facet_set_values` (`set_id`, `facet`, `value`)
		SELECT s.`id`, f.`facet`, f.`value` FROM `facet_sets` s, `product_facets` f
		WHERE f.`product_id` = NEW.`product_id` AND s.`signature` = (SELECT coalesce(group_concat(`facet` || char(31) || `value`, char(30)), '')
			FROM (SELECT `facet`, `value` FROM `product_facets` WHERE `product_id` = NEW.`product_id` ORDER BY `facet`, `value`));
	UPDATE `products` SET `facet_set` = (SELECT `id` FROM `facet_sets` WHERE `signature` = (SELECT coalesce(group_concat(`facet` || char(31) || `value`, char(30)), '')
			FROM (SELECT `facet`, `value` FROM `product_facets` WHERE `product_id` = NEW.`product_id` ORDER BY `facet`, `value`)))
		WHERE `id` = NEW.`product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `facet_sets_value_delete` AFTER DELETE ON `product_facets` BEGIN
	INSERT OR IGNORE INTO `facet_sets` (`signature`) SELECT coalesce(group_concat(`facet` || char(31) || `value`, char(30)), '')
		FROM (SELECT `facet`, `value` FROM `product_facets` WHERE `product_id` = OLD.`product_id` ORDER BY `facet`, `value`);
	INSERT OR IGNORE INTO `facet_set_values` (`set_id`, `facet`, `value`)
		SELECT s.`id`, f.`facet`, f.`value` FROM `facet_sets` s, `product_facets` f
		WHERE f.`product_id` = OLD.`product_id` AND s.`signature` = (SELECT coalesce(group_concat(`facet` || char(31) || `value`, char(30)), '')
			FROM (SELECT `facet`, `value` FROM `product_facets` WHERE `product_id` = OLD.`product_id` ORDER BY `facet`, `value`));
	UPDATE `products` SET `facet_set` = (SELECT `id` FROM `facet_sets` WHERE `signature` = (SELECT coalesce(group_concat(`facet` || char(31) || `value`, char(30)), '')
			FROM (SELECT `facet`, `value` FROM `product_facets` WHERE `product_id` = OLD.`product_id` ORDER BY `facet`, `value`)))
		WHERE `id` = OLD.`product_id`;
END;--> statement-breakpoint
-- The backfill: every value's first position, every product's set.
INSERT INTO `facet_values` (`facet`, `value`, `position`) SELECT `facet`, `value`, min(`position`) FROM `product_facets` GROUP BY `facet`, `value`;--> statement-breakpoint
INSERT OR IGNORE INTO `facet_sets` (`signature`) SELECT `signature` FROM (SELECT `product_id`, group_concat(`facet` || char(31) || `value`, char(30)) AS `signature`
	FROM (SELECT `product_id`, `facet`, `value` FROM `product_facets` ORDER BY `product_id`, `facet`, `value`) GROUP BY `product_id`);--> statement-breakpoint
UPDATE `products` SET `facet_set` = (SELECT s.`id` FROM `facet_sets` s WHERE s.`signature` = (SELECT group_concat(`facet` || char(31) || `value`, char(30))
	FROM (SELECT `facet`, `value` FROM `product_facets` WHERE `product_id` = `products`.`id` ORDER BY `facet`, `value`)));--> statement-breakpoint
INSERT OR IGNORE INTO `facet_set_values` (`set_id`, `facet`, `value`)
	SELECT p.`facet_set`, f.`facet`, f.`value` FROM `products` p JOIN `product_facets` f ON f.`product_id` = p.`id` WHERE p.`facet_set` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `facet_sets_value_position` AFTER UPDATE OF `position` ON `product_facets` BEGIN
	INSERT INTO `facet_values` (`facet`, `value`, `position`) VALUES (NEW.`facet`, NEW.`value`, NEW.`position`)
		ON CONFLICT DO UPDATE SET `position` = min(`position`, excluded.`position`);
END;
