// A member's live data (issue 23): the pull of changes after a cursor and the event stream that
// says when to pull; owns the change feed.
export { syncRoutes } from './routes';
export { staffEventRoutes } from './staff-event-routes';
export { SyncHub } from './sync-hub';
export { CHANGE_FEED_KEEP_MS, forgetChangeFeedOf, pruneChangeFeed } from './change-feed-retention';
