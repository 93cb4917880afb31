-- What the shopper does next after choosing an offline payment method (bank details, pay on
-- delivery), shown when they pay; translated through the row's i18n JSON like name and description.
ALTER TABLE `payment_methods` ADD `instructions` text DEFAULT '' NOT NULL;
