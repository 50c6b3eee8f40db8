/**
 * For the throughput bench's children: answers the parent's `{ cpu: true }` with this process's
 * CPU time so far (user + system, µs). CPU per request holds still when a busy machine makes
 * req/s jump about, so the bench prints it beside them.
 */
export function reportCpuOnRequest(): void {
  process.on('message', (m: { cpu?: boolean }) => {
    if (m.cpu !== true) return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
}
