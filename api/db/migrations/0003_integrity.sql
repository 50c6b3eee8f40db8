CREATE TABLE `email_verification_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_verification_tokens_user_idx` ON `email_verification_tokens` (`user_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `attention_reason` text;--> statement-breakpoint
ALTER TABLE `scheduled_charges` ADD `claimed_at` text;--> statement-breakpoint
ALTER TABLE `scheduled_charges` ADD `action_token_hash` text;--> statement-breakpoint
ALTER TABLE `scheduled_charges` ADD `action_expires_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `membership_event_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;