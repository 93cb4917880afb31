-- Facet selections by set (docs/decisions/313): a selected value's sets are found by value, so
-- "Colour is Navy or Red" becomes the few thousand sets holding either, and a product matches
-- when its set is one of them (instead of a list of every product holding either value).
CREATE INDEX `facet_set_values_value` ON `facet_set_values` (`facet`,`value`,`set_id`);
