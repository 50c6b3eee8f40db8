// Web Push (issue 38): devices' subscriptions, the queue of notifications and its worker, and the
// VAPID keys; owns their tables. Other slices queue a notification with queuePush in their event's transaction.
export type { PushDeps } from './push-deps';
export { endpointProblem } from './push-endpoints';
export { prunePushQueue, queuePush, tripUrgency, type PushEvent } from './push-queue';
export {
  sendDuePush,
  startPushWorker,
  type PushRun,
  type PushWorker,
  type PushWorkerDeps,
} from './push-worker';
export { pushRoutes } from './routes';
export {
  erasePushSubscriptions,
  exportedPushSubscriptions,
  sessionsWithPush,
} from './subscriptions';
export { vapidDetailsFor, type VapidDetails } from './vapid';
