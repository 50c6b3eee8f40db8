/**
 * The throughput bench's app child (api-child.ts) with a CPU profiler the parent switches on and
 * off over IPC, so that a profile holds the load and nothing of the start-up.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import './api-child';

const session = new Session();
session.connect();

process.on('message', (m: { profile?: 'start' | 'stop'; file?: string }) => {
  void (async () => {
    if (m.profile === 'start') {
      await session.post('Profiler.enable');
      // 100 µs between samples: a request here takes a few hundred.
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    } else if (m.profile === 'stop' && m.file) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(m.file, JSON.stringify(profile));
    }
    process.send?.({ done: m.profile });
  })();
});
