CREATE TABLE `change_feed` (
	`version` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`changed_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `change_feed_user_idx` ON `change_feed` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `change_feed_changed_idx` ON `change_feed` (`changed_at`);--> statement-breakpoint
-- Hand-written below: the triggers that fill the feed in the transaction of each change, so no
-- write path (the API, the timers, the staff CLI in another process) can change a member's data
-- without a version. Owners follow GET /api/orders: the member's own orders, and the paid ones
-- bought with their confirmed email while signed out.
CREATE TRIGGER `change_feed_users_update` AFTER UPDATE ON `users`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (NEW.`id`, 'profile', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_users_verified` AFTER UPDATE OF `email_verified_at` ON `users`
WHEN OLD.`email_verified_at` IS NULL AND NEW.`email_verified_at` IS NOT NULL
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT NEW.`id`, 'order', o.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `orders` o
  WHERE o.`user_id` IS NULL AND o.`email` = NEW.`email` AND o.`status` IN ('paid', 'refunded', 'disputed');
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_bookings_insert` AFTER INSERT ON `bookings`
WHEN NEW.`user_id` IS NOT NULL
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (NEW.`user_id`, 'booking', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_bookings_update` AFTER UPDATE ON `bookings`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT NEW.`user_id`, 'booking', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE NEW.`user_id` IS NOT NULL;
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT OLD.`user_id`, 'booking', OLD.`id`, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE OLD.`user_id` IS NOT NULL AND OLD.`user_id` IS NOT NEW.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_bookings_delete` AFTER DELETE ON `bookings`
WHEN OLD.`user_id` IS NOT NULL
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (OLD.`user_id`, 'booking', OLD.`id`, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_orders_insert` AFTER INSERT ON `orders`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT NEW.`user_id`, 'order', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE NEW.`user_id` IS NOT NULL
  UNION ALL
  SELECT u.`id`, 'order', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `users` u
  WHERE NEW.`user_id` IS NULL AND u.`email` = NEW.`email` AND u.`email_verified_at` IS NOT NULL
    AND NEW.`status` IN ('paid', 'refunded', 'disputed');
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_orders_update` AFTER UPDATE ON `orders`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT NEW.`user_id`, 'order', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE NEW.`user_id` IS NOT NULL
  UNION ALL
  SELECT u.`id`, 'order', NEW.`id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `users` u
  WHERE NEW.`user_id` IS NULL AND u.`email` = NEW.`email` AND u.`email_verified_at` IS NOT NULL
    AND NEW.`status` IN ('paid', 'refunded', 'disputed');
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT OLD.`user_id`, 'order', OLD.`id`, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE OLD.`user_id` IS NOT NULL AND OLD.`user_id` IS NOT NEW.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_consultations_insert` AFTER INSERT ON `contact_messages`
WHEN NEW.`kind` = 'consultation' AND NEW.`user_id` IS NOT NULL
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (NEW.`user_id`, 'consultation', CAST(NEW.`id` AS TEXT), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_consultations_update` AFTER UPDATE ON `contact_messages`
WHEN NEW.`kind` = 'consultation' AND NEW.`user_id` IS NOT NULL
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (NEW.`user_id`, 'consultation', CAST(NEW.`id` AS TEXT), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_consultations_delete` AFTER DELETE ON `contact_messages`
WHEN OLD.`kind` = 'consultation' AND OLD.`user_id` IS NOT NULL
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  VALUES (OLD.`user_id`, 'consultation', CAST(OLD.`id` AS TEXT), 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
