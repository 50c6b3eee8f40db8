/** The server's real logger (pino, its redaction and request ids) writing into an array. */
import { loadEnv } from '@api/env';
import { createLogger } from '@api/observability/logger';

export function memoryLogger(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const logger = createLogger(loadEnv({ NODE_ENV: 'test', ...env }), {
    write: (line: string) => void lines.push(line),
  });
  return {
    logger,
    /** every line as written */
    text: () => lines.join(''),
    /** every line parsed (each must be one JSON object) */
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
