CREATE TABLE `catalog_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`version` integer NOT NULL,
	`action` text NOT NULL,
	`snapshot` text NOT NULL,
	`staff_user_id` text NOT NULL,
	`staff_email` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_history_version_idx` ON `catalog_history` (`entity_type`,`entity_id`,`version`);--> statement-breakpoint
CREATE TABLE `catalog_picture_links` (
	`entity_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`position` integer NOT NULL,
	`picture_id` text NOT NULL,
	`alt` text NOT NULL,
	PRIMARY KEY(`entity_type`, `entity_id`, `position`),
	FOREIGN KEY (`picture_id`) REFERENCES `catalog_pictures`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `catalog_picture_links_picture_idx` ON `catalog_picture_links` (`picture_id`);--> statement-breakpoint
CREATE TABLE `catalog_pictures` (
	`id` text PRIMARY KEY NOT NULL,
	`widths` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK("catalog_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE `destinations` ADD `hotel_price` text DEFAULT '2670.00' NOT NULL;--> statement-breakpoint
ALTER TABLE `destinations` ADD `archived_at` text;--> statement-breakpoint
ALTER TABLE `destinations` ADD `created_at` text DEFAULT '1970-01-01T00:00:00.000Z' NOT NULL;--> statement-breakpoint
ALTER TABLE `destinations` ADD `updated_at` text DEFAULT '1970-01-01T00:00:00.000Z' NOT NULL;--> statement-breakpoint
ALTER TABLE `private_jets` ADD `archived_at` text;--> statement-breakpoint
ALTER TABLE `private_jets` ADD `created_at` text DEFAULT '1970-01-01T00:00:00.000Z' NOT NULL;--> statement-breakpoint
ALTER TABLE `private_jets` ADD `updated_at` text DEFAULT '1970-01-01T00:00:00.000Z' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `archived_at` text;--> statement-breakpoint
-- Hand-written below. Rows from before the editor get this migration's time as their first version.
UPDATE `destinations` SET `created_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');--> statement-breakpoint
UPDATE `private_jets` SET `created_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');--> statement-breakpoint
-- The catalogue's one version: every change to what the public reads show raises it, in the
-- change's own transaction, whoever writes (the editor, a checkout, sqlite3 by hand), so the
-- cached lists (api/catalog/catalog-cache.ts) never miss one.
INSERT INTO `catalog_version` (`id`, `version`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `catalog_version_destinations_insert` AFTER INSERT ON `destinations`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_destinations_update` AFTER UPDATE ON `destinations`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_destinations_delete` AFTER DELETE ON `destinations`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_private_jets_insert` AFTER INSERT ON `private_jets`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_private_jets_update` AFTER UPDATE ON `private_jets`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_private_jets_delete` AFTER DELETE ON `private_jets`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_insert` AFTER INSERT ON `products`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_update` AFTER UPDATE ON `products`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_delete` AFTER DELETE ON `products`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_stock_insert` AFTER INSERT ON `product_stock`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_stock_update` AFTER UPDATE ON `product_stock`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_stock_delete` AFTER DELETE ON `product_stock`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_catalog_picture_links_insert` AFTER INSERT ON `catalog_picture_links`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_catalog_picture_links_update` AFTER UPDATE ON `catalog_picture_links`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_catalog_picture_links_delete` AFTER DELETE ON `catalog_picture_links`
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
