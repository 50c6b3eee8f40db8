/**
 * The module pino's transport worker loads (logger.ts): a worker thread starts without the tsx
 * loader that `tsx api/server.ts` gave the main thread, so this plain module registers it, then
 * loads the TypeScript transport.
 */
import { register } from 'tsx/esm/api';

register();
const { default: prettyTransport } = await import('./pretty-transport.ts');
export default prettyTransport;
