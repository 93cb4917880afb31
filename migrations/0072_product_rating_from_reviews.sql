-- A product's rating and review count are its published reviews' average and number, as
-- review/add keeps them. The demo seed used to draw the rating at random, so a product page read
-- one number at the top and another in its reviews; this recomputes both for every product.
-- No column changes: the Drizzle schema stays as it is.
UPDATE `products` SET
	`review_count` = (SELECT count(*) FROM `reviews` WHERE `reviews`.`product_id` = `products`.`id` AND `reviews`.`status` = 'published'),
	`rating_x10` = (SELECT coalesce(round(avg(`rating`) * 10), 0) FROM `reviews` WHERE `reviews`.`product_id` = `products`.`id` AND `reviews`.`status` = 'published');
