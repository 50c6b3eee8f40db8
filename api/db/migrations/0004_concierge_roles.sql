CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_user_id` text NOT NULL,
	`staff_email` text NOT NULL,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `quoted_price_cents` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `staff_note` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `status_changed_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `bookings_created_at_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_destination_created_idx` ON `bookings` (`destination_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_departure_idx` ON `bookings` (`departure_date`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_used_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'member' NOT NULL;--> statement-breakpoint
-- Hand-written below: existing bookings get their creation as their first version.
UPDATE `bookings` SET `updated_at` = `created_at` WHERE `updated_at` = '';--> statement-breakpoint
-- The audit log is append-only: no statement may change or remove an entry.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
