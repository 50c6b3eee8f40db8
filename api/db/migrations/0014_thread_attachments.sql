CREATE TABLE `thread_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`thread_id` text NOT NULL,
	`message_id` integer,
	`user_id` text NOT NULL,
	`side` text NOT NULL,
	`uploaded_by` text NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`byte_size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`file_name` text NOT NULL,
	`storage_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `thread_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `thread_attachments_thread_idx` ON `thread_attachments` (`thread_id`);--> statement-breakpoint
CREATE INDEX `thread_attachments_message_idx` ON `thread_attachments` (`message_id`);--> statement-breakpoint
CREATE INDEX `thread_attachments_user_idx` ON `thread_attachments` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `thread_attachments_storage_unique` ON `thread_attachments` (`storage_key`);