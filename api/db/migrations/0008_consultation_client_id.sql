ALTER TABLE `contact_messages` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_client_id_unique` ON `contact_messages` (`client_id`);