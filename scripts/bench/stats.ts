/** Small helpers for printing benchmark figures: timing, percentiles, sizes, aligned rows. */

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)] ?? 0;
}

export interface Timing {
  count: number;
  totalMs: number;
  p50: number;
  p95: number;
  opsPerSec: number;
}

/** Runs `op` `count` times one after another, timing each call. */
export async function timeEach(
  count: number,
  op: (i: number) => Promise<unknown>,
): Promise<Timing> {
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await op(i);
    samples.push(performance.now() - t0);
  }
  const totalMs = performance.now() - start;
  samples.sort((a, b) => a - b);
  return {
    count,
    totalMs,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    opsPerSec: (count / totalMs) * 1000,
  };
}

export function formatTiming(t: Timing): string {
  return (
    `p50 ${t.p50.toFixed(3)} ms  p95 ${t.p95.toFixed(3)} ms  ` +
    `${Math.round(t.opsPerSec).toLocaleString('en-US')} ops/s  (${t.count} in ${t.totalMs.toFixed(0)} ms)`
  );
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function heading(title: string): void {
  console.log(`\n== ${title}`);
}

export function row(label: string, value: string): void {
  console.log(`  ${label.padEnd(34)} ${value}`);
}
