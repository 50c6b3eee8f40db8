ALTER TABLE `mail_outbox` ADD `about` text;--> statement-breakpoint
CREATE INDEX `mail_outbox_about_idx` ON `mail_outbox` (`about`);