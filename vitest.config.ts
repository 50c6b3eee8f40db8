import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { externalLinksFrom } from './shared/external-links';

export default defineConfig({
  resolve: {
    alias: {
      '@app': fileURLToPath(new URL('./app', import.meta.url)),
      '@api': fileURLToPath(new URL('./api', import.meta.url)),
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    },
  },
  define: { __EXTERNAL_LINKS__: JSON.stringify(externalLinksFrom(process.env)) },
  test: {
    // Only unit and API tests: Playwright's e2e specs run under their own runner.
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
