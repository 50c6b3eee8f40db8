/** Injectable time and logging, so tests can move the clock and capture logs without mocks. */

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export type Logger = (message: string, error?: unknown) => void;
export const consoleLogger: Logger = (message, error) => {
  if (error === undefined) console.error(message);
  else console.error(message, error);
};
