import { describe, expect, it } from 'vitest';
import { imageQueue, ImageQueueFullError } from '@api/lib/images/image-queue';

/** A job that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const job = async () => {
    log.push(`start ${name}`);
    await opened;
    return name;
  };
  return { job, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('imageQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in arrival order', async () => {
    const queue = imageQueue({ concurrency: 2, maxWaiting: 5 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
    const results = jobs.map(({ job }) => queue.run(job));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    jobs[1]!.open();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    jobs[0]!.open();
    jobs[2]!.open();
    jobs[3]!.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a job at once when `maxWaiting` already wait', async () => {
    const queue = imageQueue({ concurrency: 1, maxWaiting: 1 });
    const log: string[] = [];
    const first = gate(log, 'first');
    const second = gate(log, 'second');
    const running = queue.run(first.job);
    const waiting = queue.run(second.job);
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(ImageQueueFullError);
    first.open();
    second.open();
    expect([await running, await waiting]).toEqual(['first', 'second']);
    // Room again once they are done.
    expect(await queue.run(async () => 'fourth')).toBe('fourth');
  });

  it('frees the slot of a job that fails', async () => {
    const queue = imageQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
