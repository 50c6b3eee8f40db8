CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`email` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`description` text NOT NULL,
	`lines` text NOT NULL,
	`return_path` text NOT NULL,
	`product_id` integer,
	`size` text,
	`quantity` integer DEFAULT 1 NOT NULL,
	`payment_option` text,
	`customer_info` text,
	`checkout_session_id` text NOT NULL,
	`payment_intent_id` text,
	`customer_id` text,
	`subscription_id` text,
	`refund_reason` text,
	`created_at` text NOT NULL,
	`paid_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_session_id_unique` ON `orders` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `orders_email_idx` ON `orders` (`email`);--> statement-breakpoint
CREATE INDEX `orders_product_idx` ON `orders` (`product_id`,`status`);--> statement-breakpoint
CREATE TABLE `scheduled_charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`due_on` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`payment_intent_id` text,
	`last_error` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_charges_order_due_idx` ON `scheduled_charges` (`order_id`,`due_on`);--> statement-breakpoint
CREATE INDEX `scheduled_charges_next_idx` ON `scheduled_charges` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text NOT NULL
);
