-- Full-text search over products, articles and pages in every content language (FTS5).
-- One row per item and language. `scope` holds filter tokens ("len kproduct") so the language
-- and kind filters run inside the FTS index instead of on every match. Chinese text is stored
-- with a space between ideographs (one token per character) because unicode61 cannot segment
-- it; functions/commerce/search/tokens.ts does that on the way in and undoes it on the way out.
CREATE VIRTUAL TABLE `search_index` USING fts5(
	`title`,
	`body`,
	`scope`,
	`kind` UNINDEXED,
	`ref_id` UNINDEXED,
	`slug` UNINDEXED,
	`lang` UNINDEXED,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);
