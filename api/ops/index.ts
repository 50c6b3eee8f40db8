// Operating the server: health and readiness probes, Prometheus metrics, backups and restore,
// and the hourly prune of expired rows across slices.
export { startBackupTimer } from './backup/backup-timer';
export { holdServerLock } from './backup/server-lock';
export { healthRoutes } from './health-routes';
export { metricsRoutes } from './metrics-routes';
export { probeRoutes } from './probe-routes';
export { PRUNE_INTERVAL_MS, pruneExpired } from './prune';
