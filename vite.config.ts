import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontPreload } from './scripts/vite-plugins/font-preload';
import { mediaWarmUrls } from './scripts/vite-plugins/media-warm-list';
import { precompress } from './scripts/vite-plugins/precompress';
import { DEFAULT_PUBLIC_URL, seoFiles } from './scripts/vite-plugins/seo-files';
import { VENDOR_CHUNKS } from './scripts/vite-plugins/vendor-chunks';
import { externalLinksFrom } from './shared/external-links';

const alias = {
  '@app': fileURLToPath(new URL('./app', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

export default defineConfig(({ mode }) => {
  // .env (if any) then the process environment, as the server reads them.
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  return {
    resolve: { alias },
    define: {
      __EXTERNAL_LINKS__: JSON.stringify(externalLinksFrom(env)),
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
      rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
    },
    plugins: [
      react(),
      tailwindcss(),
      fontPreload(),
      seoFiles(env.PUBLIC_URL || DEFAULT_PUBLIC_URL),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '.',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: {
          name: 'Aurelian Private Club',
          short_name: 'Aurelian',
          description: 'Members-only private jets, iconic hotels and curated destinations.',
          start_url: '/home',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#0c0b0a',
          theme_color: '#0c0b0a',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        // Our glob already precaches the icons; the plugin's own copy would list them twice.
        includeManifestIcons: false,
        injectManifest: {
          // The shell only: media is cached at run time (sw.ts); woff is for browsers without woff2.
          globPatterns: [
            '**/*.{js,css,html,woff2,webmanifest}',
            'icons/*.png',
            'favicon.{ico,svg}',
            'apple-touch-icon.png',
          ],
          maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
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
