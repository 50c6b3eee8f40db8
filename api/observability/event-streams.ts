/**
 * The open server-sent event streams (issue 23 adds them), so the metrics can count them and a
 * stopping server can end each with a last event rather than cut it: the browser then reconnects
 * (after `retryMs`) to the next server instead of seeing an error. A stream registers when it
 * opens and releases itself when it ends; server.ts calls `closeAll` at shutdown, before the HTTP
 * server stops waiting for open responses.
 */
import { metrics } from './metrics';

export interface LastEvent {
  event: string;
  data: string;
  /** what the client's EventSource waits before it reconnects */
  retryMs: number;
}

export const SHUTDOWN_EVENT: LastEvent = { event: 'shutdown', data: 'restarting', retryMs: 2000 };

export interface OpenStream {
  /** writes the event and ends the response */
  close(last: LastEvent): void | Promise<void>;
}

export class EventStreams {
  readonly #open = new Set<OpenStream>();

  get size(): number {
    return this.#open.size;
  }

  /** Registers a stream; the returned function releases it (call it when the stream ends). */
  open(stream: OpenStream): () => void {
    this.#open.add(stream);
    metrics.eventStreamOpened();
    return () => this.#release(stream);
  }

  #release(stream: OpenStream): void {
    if (this.#open.delete(stream)) metrics.eventStreamClosed();
  }

  /** Ends every open stream with `last`; a stream that fails to write it is simply dropped. */
  async closeAll(last: LastEvent = SHUTDOWN_EVENT): Promise<void> {
    const streams = [...this.#open];
    for (const stream of streams) this.#release(stream);
    await Promise.allSettled(streams.map(async (stream) => stream.close(last)));
  }
}

/** The process's streams: the stream routes register here, metrics count them, shutdown ends them. */
export const eventStreams = new EventStreams();
