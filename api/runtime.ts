/** Injectable time and logging, so tests can move the clock and capture logs without mocks. */

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The app's messages; the server's is a pino logger's lines (observability/logger.ts). */
export type Logger = (message: string, error?: unknown) => void;
