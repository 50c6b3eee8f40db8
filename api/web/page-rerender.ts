/**
 * The pre-rendered pages follow the catalogue (issue 39): when what they show changes, the pages
 * are rendered again from the live database, by the build's own code (scripts/prerender/
 * rerender.ts) in a child process, so no request waits on React. The changed pages go into the
 * server's memory (PageStore) and the build folder (the service worker's fragments), within a few
 * seconds of the change. One render at a time; a change during a render is rendered after it. A
 * render that fails keeps the last good pages and says why in the log.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { prerenderedFile } from '@shared/public-routes';
import type { PrerenderCatalog } from '@shared/prerender-catalog';
import type { Logger } from '../runtime';

/** How often the catalogue's version is looked at: a change shows within this and a render. */
export const RERENDER_POLL_MS = 1000;

/** What renders the pages: the catalogue in, the routes whose HTML changed out. */
export type RenderCommand = (catalog: PrerenderCatalog) => Promise<string[]>;

export interface PageRerenderOptions {
  staticDir: string;
  /** reads the catalogue as the pages show it, through the app's own API */
  readCatalog: () => Promise<PrerenderCatalog>;
  /** a value that moves whenever what the pages show may have changed */
  version: () => number | string;
  /** where the server keeps the pages it sends */
  pages: { set(route: string, html: string): void };
  render: RenderCommand;
  log: Logger;
  pollMs?: number;
}

export interface PageRerender {
  /** whether the pages show the version of now (no render waits or runs) */
  current(): boolean;
  stop(): Promise<void>;
  /** resolves once the pages show the version of now; for tests */
  settled(): Promise<void>;
}

/** The child process of scripts/prerender/rerender.ts on the build in `staticDir`. */
export function renderInChild(command: {
  file: string;
  args: string[];
  timeoutMs?: number;
}): RenderCommand {
  return (catalog) =>
    new Promise((resolve, reject) => {
      const child = spawn(command.file, command.args, { stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), command.timeoutMs ?? 60_000);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        if (code !== 0) return reject(new Error(`exit ${signal ?? code}: ${err.trim()}`));
        try {
          resolve((JSON.parse(out) as { changed: string[] }).changed);
        } catch {
          reject(new Error(`unreadable answer: ${out.slice(0, 200)}`));
        }
      });
      child.stdin.end(JSON.stringify(catalog));
    });
}

export function startPageRerender(options: PageRerenderOptions): PageRerender {
  const { staticDir, readCatalog, version, pages, render, log } = options;
  /** The version the pages show; undefined until the first render, made at start. */
  let shown: number | string | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  /** The catalogue the pages were last rendered from, as JSON. */
  let renderedFrom: string | undefined;

  const renderOnce = async (): Promise<void> => {
    const target = version();
    const started = performance.now();
    try {
      const catalog = await readCatalog();
      // The version also moves with stock, which the pages never show: a burst of checkouts
      // costs a read of the cached lists each, not a render.
      const json = JSON.stringify(catalog);
      if (json === renderedFrom) {
        shown = target;
        return;
      }
      const changed = await render(catalog);
      renderedFrom = json;
      for (const route of changed) {
        pages.set(route, await readFile(join(staticDir, prerenderedFile(route)), 'utf8'));
      }
      shown = target;
      if (changed.length > 0) {
        const ms = Math.round(performance.now() - started);
        log(`Pages rendered again for the catalogue's change (${changed.join(', ')}) in ${ms} ms`);
      }
    } catch (err) {
      // Tried again at the next change; the pages of the last good render stay.
      shown = target;
      log('Pages could not be rendered again; the last good pages stay', err);
    }
  };

  const tick = () => {
    if (stopped || running || version() === shown) return running ?? Promise.resolve();
    running = renderOnce().finally(() => (running = null));
    return running;
  };

  const timer = setInterval(() => void tick(), options.pollMs ?? RERENDER_POLL_MS);
  timer.unref();
  void tick();

  return {
    current: () => !running && version() === shown,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async settled() {
      while (running || version() !== shown) await (running ?? tick());
    },
  };
}
