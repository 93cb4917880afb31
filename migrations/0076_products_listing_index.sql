-- A narrow covering index of what a listing filters and sorts on (docs/decisions/329): a page read
-- from its scope (a category, tag, collection or search with selections) sorts every matching
-- product, and the facet counts read every product in scope. Both find a product by id and read
-- only these columns, so they walk this index (about 60 bytes a product) instead of the wide
-- products rows (titles in every language, images, options), whose last columns sit behind the
-- long ones. SQLite keeps it in step with every write to products; nothing else to maintain.
CREATE INDEX `products_listing` ON `products` (`id`,`status`,`facet_set`,`price`,`stock`,`rating_x10`,`sales`,`review_count`,`created_at`);
