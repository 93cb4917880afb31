-- Issue 16: taking real money through Stripe (docs/decisions/140, 141).
-- The provider's own names for an order's payment: the hosted checkout it was sent to and the
-- payment (a Stripe PaymentIntent) that refunds are made against.
ALTER TABLE `orders` ADD `payment_session` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_reference` text;--> statement-breakpoint
-- Why the last attempt to pay failed (a code the storefront translates); cleared once paid.
ALTER TABLE `orders` ADD `payment_failure` text;--> statement-breakpoint
-- What the shop asked the provider (or the operator, for offline methods) to refund so far;
-- `refunded_amount` is what the provider confirmed. While it is smaller the refund is pending.
ALTER TABLE `orders` ADD `refund_requested` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_payment_reference` ON `orders` (`payment_reference`);--> statement-breakpoint
-- Every verified gateway notification, once: a redelivered event id changes nothing again.
CREATE TABLE `payment_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`order_no` text,
	`amount` integer,
	`currency` text,
	`outcome` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE INDEX `payment_events_created` ON `payment_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `payment_events_order` ON `payment_events` (`order_no`);--> statement-breakpoint
-- The Stripe payment method; offered only where STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
INSERT OR IGNORE INTO `payment_methods` (`id`, `name`, `description`, `position`, `enabled`, `i18n`) VALUES ('stripe', 'Card, Alipay or WeChat Pay', 'Pay on Stripe''s secure page', 0, 1, '{"zh":{"name":"银行卡、支付宝或微信支付","description":"在 Stripe 的安全页面付款"},"zh-HK":{"name":"信用卡、支付寶或微信支付","description":"在 Stripe 的安全頁面付款"},"zh-TW":{"name":"信用卡、支付寶或微信支付","description":"在 Stripe 的安全頁面付款"},"de":{"name":"Karte, Alipay oder WeChat Pay","description":"Bezahlen auf der sicheren Seite von Stripe"},"es":{"name":"Tarjeta, Alipay o WeChat Pay","description":"Paga en la página segura de Stripe"},"fr":{"name":"Carte, Alipay ou WeChat Pay","description":"Payez sur la page sécurisée de Stripe"},"id":{"name":"Kartu, Alipay, atau WeChat Pay","description":"Bayar di halaman aman Stripe"},"it":{"name":"Carta, Alipay o WeChat Pay","description":"Paga sulla pagina sicura di Stripe"},"ja":{"name":"カード・Alipay・WeChat Pay","description":"Stripe の安全なページでお支払い"},"ko":{"name":"카드, 알리페이 또는 위챗페이","description":"Stripe의 안전한 페이지에서 결제"},"pt":{"name":"Cartão, Alipay ou WeChat Pay","description":"Pague na página segura da Stripe"},"th":{"name":"บัตร, Alipay หรือ WeChat Pay","description":"ชำระเงินบนหน้าที่ปลอดภัยของ Stripe"},"fil":{"name":"Card, Alipay o WeChat Pay","description":"Magbayad sa ligtas na page ng Stripe"},"vi":{"name":"Thẻ, Alipay hoặc WeChat Pay","description":"Thanh toán trên trang bảo mật của Stripe"}}');
