/**
 * A small queue for image work: at most `concurrency` jobs at once (each decode of a large
 * picture takes tens of megabytes), others waiting in order. When `maxWaiting` are already
 * waiting a new job is refused at once with ImageQueueFullError (the route answers 503 with
 * Retry-After) rather than left to pile up in memory with its upload.
 */
export class ImageQueueFullError extends Error {}

export interface ImageQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
}

export interface ImageQueueOptions {
  concurrency: number;
  maxWaiting: number;
}

/** Two decodes at once (~64 MB each at most); eight more waiting, each holding its upload (≤ 5 MB). */
export const AVATAR_QUEUE: ImageQueueOptions = { concurrency: 2, maxWaiting: 8 };

export function imageQueue({ concurrency, maxWaiting }: ImageQueueOptions): ImageQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new ImageQueueFullError('image queue is full');
        // The slot passes straight from the finished job to this one: `running` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
