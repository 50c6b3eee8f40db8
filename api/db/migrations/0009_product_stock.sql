CREATE TABLE `product_stock` (
	`product_id` integer NOT NULL,
	`size` text NOT NULL,
	`stock` integer NOT NULL,
	PRIMARY KEY(`product_id`, `size`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_stock_not_negative" CHECK("product_stock"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE `stock_holds` (
	`order_id` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`size` text NOT NULL,
	`quantity` integer NOT NULL,
	`status` text DEFAULT 'held' NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stock_holds_status_expires_idx` ON `stock_holds` (`status`,`expires_at`);--> statement-breakpoint
ALTER TABLE `products` ADD `limit_per_customer` integer DEFAULT 2 NOT NULL;