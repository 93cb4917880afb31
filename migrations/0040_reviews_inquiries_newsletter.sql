-- Reviews, comments, inquiries and the newsletter (issue 9, items 1-4).
-- One review per order item: the item a review was written for. Demo reviews have none (NULLs
-- never collide in a unique index).
ALTER TABLE `reviews` ADD `order_item_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_item` ON `reviews` (`order_item_id`);--> statement-breakpoint
-- Replies are read per thread.
CREATE INDEX `comments_parent` ON `comments` (`parent_id`);--> statement-breakpoint
-- Inquiry forms name their title and field labels per language ("title", "label:<field>").
ALTER TABLE `inquiry_forms` ADD `i18n` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Feedback's free contact line (an email, a phone number or a messaging id) and where it came from.
ALTER TABLE `inquiries` ADD `contact` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX `inquiries_created` ON `inquiries` (`created_at`);--> statement-breakpoint
-- The language a subscriber signed up in, so later mails speak it; links carry a token (its hash is stored).
ALTER TABLE `newsletter_subscribers` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_token` ON `newsletter_subscribers` (`token`);--> statement-breakpoint
-- The shop's one built-in inquiry form: a request for a quote (/inquiry/quote).
INSERT OR IGNORE INTO `inquiry_forms` (`slug`, `title`, `fields`, `i18n`) VALUES ('quote', 'Request a quote',
'[{"name":"name","label":"Your name","type":"text","required":true},{"name":"email","label":"Email","type":"email","required":true},{"name":"phone","label":"Phone","type":"tel","required":false},{"name":"content","label":"What would you like a quote for?","type":"textarea","required":true},{"name":"images","label":"Pictures","type":"images","required":false}]',
'{"zh":{"title":"询价","label:name":"您的姓名","label:email":"电子邮箱","label:phone":"电话","label:content":"您想询价的内容","label:images":"图片"},"zh-HK":{"title":"詢價","label:name":"您的姓名","label:email":"電郵地址","label:phone":"電話","label:content":"您想詢價的內容","label:images":"圖片"}}');
