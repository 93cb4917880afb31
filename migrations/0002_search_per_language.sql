-- Search, second shape (see docs/decisions/011-search-one-fts5-table-per-language.md): one FTS5
-- table per content language, so a query no longer intersects a huge "language" posting list,
-- and rowids that encode the kind (product id, 1e12 + article id, 2e12 + page id), so a kind
-- filter is a rowid range FTS5 can seek. Run `npm run db:seed` on an empty database, or
-- re-import, to fill them.
DROP TABLE `search_index`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_en` USING fts5(`title`, `body`, `kind` UNINDEXED, `ref_id` UNINDEXED, `slug` UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_zh` USING fts5(`title`, `body`, `kind` UNINDEXED, `ref_id` UNINDEXED, `slug` UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_zh_hk` USING fts5(`title`, `body`, `kind` UNINDEXED, `ref_id` UNINDEXED, `slug` UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
