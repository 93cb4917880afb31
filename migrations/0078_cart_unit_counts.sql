-- A signed-in customer's cart unit count beside the session (docs/decisions/382). With carts in
-- Durable Objects (ADR 180) the lines live in the cart's object; every change of a customer's cart
-- writes its count here through the call's D1 session, so shopper/parts reads it in the one
-- statement that checks the session instead of asking the object after it. `version` is the
-- object's change number: an older count never replaces a newer one. No row (a cart not changed
-- since): the reader asks the object and writes the row. Visitors' carts are not kept here.
CREATE TABLE `cart_counts` (
	`cart_id` text PRIMARY KEY NOT NULL,
	`units` integer NOT NULL,
	`version` integer NOT NULL
);
