CREATE TABLE `itineraries` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`items` text NOT NULL,
	`cancelled` text DEFAULT '[]' NOT NULL,
	`updated_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Hand-written below: an itinerary joins its member's change feed (0006), in the transaction of
-- each change, so the member's open app pulls it within a second. The member is the booking's;
-- a guest's booking (no member) has no feed to join.
CREATE TRIGGER `change_feed_itineraries_insert` AFTER INSERT ON `itineraries`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT b.`user_id`, 'itinerary', NEW.`booking_id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  FROM `bookings` b WHERE b.`id` = NEW.`booking_id` AND b.`user_id` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_itineraries_update` AFTER UPDATE ON `itineraries`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT b.`user_id`, 'itinerary', NEW.`booking_id`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  FROM `bookings` b WHERE b.`id` = NEW.`booking_id` AND b.`user_id` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `change_feed_itineraries_delete` AFTER DELETE ON `itineraries`
BEGIN
  INSERT INTO `change_feed` (`user_id`, `entity`, `entity_id`, `deleted`, `changed_at`)
  SELECT b.`user_id`, 'itinerary', OLD.`booking_id`, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  FROM `bookings` b WHERE b.`id` = OLD.`booking_id` AND b.`user_id` IS NOT NULL;
END;
