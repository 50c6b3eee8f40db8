#!/usr/bin/env node
/**
 * Runs npm scripts at once and reports each when it ends, output kept together per script:
 * `node scripts/run-parallel.mjs typecheck lint format:check`. Fails when any of them fails.
 * The checks before the tests are independent and mostly single-threaded, so two cores run them
 * in about the time of the longest.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((done) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(
          `\n> ${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`,
        );
        if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
        done(code === 0);
      });
    }),
);
const results = await Promise.all(runs);
process.exit(results.every(Boolean) ? 0 : 1);
