// The journal (issue 39): its posts in Markdown, rendered and sanitised on the server, their
// versions, the public reads, the live RSS feed and the schedule that publishes posts; owns their tables.
export {
  IGNORE_JOURNAL_CHANGES,
  type JournalChange,
  type JournalDeps,
  type OnJournalChanged,
} from './journal-deps';
export { renderMarkdown } from './markdown';
export {
  findPost,
  findVersion,
  insertPost,
  listConsolePosts,
  postHistory,
  postRowsAfter,
  recordVersion,
  slugTaken,
  snapshotOf,
  writePost,
  type PostActor,
  type PostChanges,
  type PostFilters,
} from './post-rows';
export { journalStamp, publicPost, publicPosts } from './public-posts';
export { JOURNAL_PICTURE_USES } from './picture-uses';
export { liveRouteList, liveRouteSet } from './live-routes';
export { sitemapRoutes, SITEMAP_PATH } from './sitemap-routes';
export { journalFeedRoutes } from './feed-routes';
export { journalRoutes } from './routes';
export {
  publishDuePosts,
  startPublishWorker,
  PUBLISH_INTERVAL_MS,
  type PublishWorkerDeps,
} from './publish-worker';
