CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`sent_at` text,
	`failed_at` text,
	`last_error` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`sent_at`,`failed_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `message_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`staff_user_id` text NOT NULL,
	`staff_email` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_replies_message_idx` ON `message_replies` (`message_id`);--> statement-breakpoint
CREATE TABLE `waitlist_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`waitlist_id` integer NOT NULL,
	`email` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`user_id` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`waitlist_id`) REFERENCES `waitlist`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `waitlist_invites_waitlist_idx` ON `waitlist_invites` (`waitlist_id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `kind` text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `phone_number` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `details` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_kind_created_idx` ON `contact_messages` (`kind`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipped_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `scheduled_charges` ADD `resolved_at` text;--> statement-breakpoint
ALTER TABLE `scheduled_charges` ADD `resolved_by` text;--> statement-breakpoint
ALTER TABLE `scheduled_charges` ADD `resolution_note` text;--> statement-breakpoint
CREATE INDEX `scheduled_charges_due_idx` ON `scheduled_charges` (`due_on`);--> statement-breakpoint
ALTER TABLE `waitlist` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `waitlist` ADD `staff_note` text;--> statement-breakpoint
ALTER TABLE `waitlist` ADD `invited_at` text;--> statement-breakpoint
ALTER TABLE `waitlist` ADD `contacted_at` text;--> statement-breakpoint
ALTER TABLE `waitlist` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `waitlist_created_idx` ON `waitlist` (`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_status_created_idx` ON `waitlist` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_email_idx` ON `waitlist` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
-- Hand-written below: existing rows get their creation (or payment) as their first version.
UPDATE `waitlist` SET `updated_at` = `created_at` WHERE `updated_at` = '';--> statement-breakpoint
UPDATE `contact_messages` SET `updated_at` = `created_at` WHERE `updated_at` = '';--> statement-breakpoint
UPDATE `orders` SET `updated_at` = coalesce(`paid_at`, `created_at`) WHERE `updated_at` = '';
