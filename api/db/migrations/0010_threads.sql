CREATE TABLE `thread_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` text NOT NULL,
	`user_id` text NOT NULL,
	`author` text NOT NULL,
	`staff_user_id` text,
	`staff_email` text,
	`body` text NOT NULL,
	`client_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `threads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `thread_messages_thread_idx` ON `thread_messages` (`thread_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `thread_messages_client_unique` ON `thread_messages` (`user_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `threads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref_id` text,
	`subject` text NOT NULL,
	`last_message_at` text NOT NULL,
	`member_read_id` integer DEFAULT 0 NOT NULL,
	`staff_read_id` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `threads_user_idx` ON `threads` (`user_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `threads_last_message_idx` ON `threads` (`last_message_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `threads_ref_unique` ON `threads` (`kind`,`ref_id`) WHERE "threads"."ref_id" IS NOT NULL;--> statement-breakpoint
-- Hand-written below: threads join the members' change feed (0006), in the transaction of each
-- change, so a message or a read from any process reaches the member's devices within a second.
CREATE TRIGGER `change_feed_threads_insert` AFTER INSERT ON `threads`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (NEW.`user_id`, 'thread', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_threads_update` AFTER UPDATE ON `threads`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (NEW.`user_id`, 'thread', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_threads_delete` AFTER DELETE ON `threads`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (OLD.`user_id`, 'thread', OLD.`id`, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_thread_messages_insert` AFTER INSERT ON `thread_messages`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (NEW.`user_id`, 'thread', NEW.`thread_id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
