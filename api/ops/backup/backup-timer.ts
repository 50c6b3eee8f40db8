/**
 * The server's own backups (BACKUP_INTERVAL): every interval it runs `npm run backup`'s script as
 * a child process, so copying and checking a large database never holds up a request (the check
 * alone reads every page, synchronously). One at a time; the outcome goes to the log. `stop()`
 * at shutdown clears the timer and ends a backup still running (its partial copy never gets a
 * final name, and a later run removes it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from '../../runtime';

export interface BackupCommand {
  file: string;
  args: string[];
}

export interface BackupTimer {
  stop(): void;
  /** resolves when the run it started ends; for tests */
  runNow(): Promise<void>;
}

export function startBackupTimer(
  command: BackupCommand,
  intervalMs: number,
  log: Logger,
): BackupTimer {
  let child: ChildProcess | null = null;
  let stopped = false;

  const run = () =>
    new Promise<void>((resolve) => {
      if (child || stopped) return resolve();
      let output = '';
      const started = spawn(command.file, command.args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      const collect = (chunk: Buffer) => void (output += chunk.toString());
      started.stdout?.on('data', collect);
      started.stderr?.on('data', collect);
      started.once('error', (err) => log('Backup could not start', err));
      started.once('close', (code, signal) => {
        child = null;
        const said = output.trim();
        if (code === 0) log(said || 'Backup done');
        else if (!stopped) log(`Backup failed (${signal ?? `exit ${code}`}): ${said}`);
        resolve();
      });
    });

  const timer = setInterval(() => void run(), intervalMs);
  // The timer alone must not keep a stopping server alive.
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      child?.kill('SIGTERM');
    },
    runNow: run,
  };
}
