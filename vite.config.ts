import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { externalLinksFrom } from './shared/external-links';

const alias = {
  '@app': fileURLToPath(new URL('./app', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  resolve: { alias },
  define: {
    // .env (if any) then the process environment, as the server reads them.
    __EXTERNAL_LINKS__: JSON.stringify(
      externalLinksFrom({ ...loadEnv(mode, process.cwd(), ''), ...process.env }),
    ),
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  plugins: [
    react(),
    tailwindcss(),
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
        globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,woff2,pdf,ico,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // No `resolve` here: workbox-build rejects unknown keys, and the worker build already
        // inherits this config's resolve.alias (vite-plugin-pwa passes viteOptions.resolve).
      },
      devOptions: { enabled: false },
    }),
  ],
}));
