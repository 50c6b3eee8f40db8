import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { formReadyRender } from './scripts/vite-plugins/form-ready-render';
import { fontPreload } from './scripts/vite-plugins/font-preload';
import { appVersionFile, readAppVersion } from './scripts/vite-plugins/app-version';
import { manifestScreenshots } from './scripts/manifest-screenshot-list';
import { mediaWarmUrls } from './scripts/vite-plugins/media-warm-list';
import { lazyOnly } from './scripts/vite-plugins/lazy-only';
import { noChunkCycles } from './scripts/vite-plugins/no-chunk-cycles';
import { eagerCjs } from './scripts/vite-plugins/eager-cjs';
import { precompress } from './scripts/vite-plugins/precompress';
import { prerender } from './scripts/vite-plugins/prerender';
import { DEFAULT_PUBLIC_URL, seoFiles } from './scripts/vite-plugins/seo-files';
import { appChunks } from './scripts/vite-plugins/app-chunks';
import { VENDOR_CHUNKS } from './scripts/vite-plugins/vendor-chunks';
import { CONSOLE_CHUNK, CONSOLE_CHUNK_NAME } from './scripts/vite-plugins/console-chunk';
import { BRAND } from './shared/brand';
import { PAGE_PARTS_DIR } from './shared/page-parts';
import { externalLinksFrom } from './shared/external-links';

const alias = {
  '@app': fileURLToPath(new URL('./app', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

/** A manifest shortcut with its 96 px icon (public/icons/shortcut-<icon>.png). */
const shortcut = (name: string, url: string, icon: string) => ({
  name,
  url,
  icons: [{ src: `/icons/shortcut-${icon}.png`, sizes: '96x96', type: 'image/png' }],
});

export default defineConfig(({ mode }) => {
  // .env (if any) then the process environment, as the server reads them.
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const publicUrl = env.PUBLIC_URL || DEFAULT_PUBLIC_URL;
  return {
    resolve: { alias },
    define: {
      __EXTERNAL_LINKS__: JSON.stringify(externalLinksFrom(env)),
      // Canonical and Open Graph addresses (app/config/public-origin.ts).
      __PUBLIC_ORIGIN__: JSON.stringify(new URL(publicUrl).origin),
      // Read by sw.ts only (the worker build inherits this define).
      __MEDIA_WARM_URLS__: JSON.stringify(
        mediaWarmUrls(fileURLToPath(new URL('./public', import.meta.url))),
      ),
    },
    server: { proxy: { '/api': 'http://localhost:3000' } },
    build: {
      outDir: 'dist',
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [CONSOLE_CHUNK, ...VENDOR_CHUNKS, ...appChunks('app/main.tsx', 'app/boot.tsx')],
          },
        },
      },
    },
    plugins: [
      formReadyRender(),
      react(),
      tailwindcss(),
      fontPreload(),
      noChunkCycles(),
      eagerCjs(),
      // Dexie loads on demand, after the page's first scripts (app/local/db/local-db.ts).
      lazyOnly({
        firstLoad: /[\\/]app[\\/](boot\.tsx|routes[\\/])/,
        lazy: /[\\/]node_modules[\\/]dexie[\\/]/,
      }),
      seoFiles(publicUrl),
      // Writes each public route's HTML before VitePWA globs the precache and precompress runs.
      prerender(publicUrl),
      // /version.json: the update prompt's line about the waiting version.
      appVersionFile(readAppVersion(process.cwd())),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '.',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: {
          // A stable id: the installed app stays one app even if start_url changes later.
          id: '/home',
          name: BRAND.fullName,
          short_name: BRAND.name,
          description: 'Members-only private jets, iconic hotels and curated destinations.',
          categories: ['travel', 'lifestyle'],
          start_url: '/home',
          scope: '/',
          display: 'standalone',
          // Desktop: our own header may draw into the title bar; elsewhere plain standalone.
          display_override: ['window-controls-overlay', 'standalone'],
          // No orientation: the layouts are responsive, and a lock breaks tablets and desktops.
          // The ink-950 page background (app/styles/app.css), so the splash and title bar match.
          background_color: '#0c0b0a',
          theme_color: '#0c0b0a',
          // A second launch focuses the open window instead of opening another.
          launch_handler: { client_mode: 'navigate-existing' },
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
            {
              src: '/icons/monochrome-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'monochrome',
            },
          ],
          // Icons made by scripts/icon-variants.ts.
          shortcuts: [
            shortcut('Destinations', '/destinations', 'destinations'),
            shortcut('Book a flight', '/booking', 'booking'),
            shortcut('My dashboard', '/dashboard', 'dashboard'),
            shortcut('Join the waitlist', '/waitlist', 'waitlist'),
          ],
          // Taken from the real pages by scripts/manifest-screenshots.ts; not precached (install only).
          screenshots: manifestScreenshots(),
        },
        // Our glob already precaches the icons; the plugin's own copy would list them twice.
        includeManifestIcons: false,
        injectManifest: {
          // The shell only: media is cached at run time (sw.ts); woff is for browsers without woff2.
          // Icons by name, so a large file dropped into public/icons later is not precached by
          // accident: the ones pages and the badge show offline. The 512 px install icons (41 KiB)
          // are fetched by the browser when it installs the app, which needs a connection anyway.
          // Pre-rendered pages as fragments and their shared parts (shared/page-parts.ts), not
          // the whole files the server sends.
          globPatterns: [
            '*.{html,webmanifest}',
            'assets/**/*.{js,css,woff2}',
            `${PAGE_PARTS_DIR}/**/*.{html,json}`,
            'icons/{icon-192,monochrome-512}.png',
            'icons/shortcut-*.png',
            'favicon.{ico,svg}',
            'apple-touch-icon.png',
          ],
          // The staff console is online-only and for staff: no member's device downloads it.
          globIgnores: [`assets/${CONSOLE_CHUNK_NAME}-*`],
          maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          // A classic script, as the worker is registered. Built as a library, it inlines the
          // on-demand import of the database (app/local/db/local-db.ts) with no preload helper,
          // whose `import.meta` would stop a classic worker from evaluating.
          rollupFormat: 'iife',
          // No `resolve` here: workbox-build rejects unknown keys, and the worker build already
          // inherits this config's resolve.alias (vite-plugin-pwa passes viteOptions.resolve).
        },
        devOptions: { enabled: false },
      }),
      // Last: compresses what every plugin above wrote, sw.js included.
      precompress(),
    ],
  };
});
