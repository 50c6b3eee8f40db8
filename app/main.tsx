import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startSync } from '@app/local/sync';
import { whenIdle } from '@app/local/when-idle';
import { preloadLcpImage } from '@app/lib/lcp-images';
import { AppProvider } from './provider';
import { router } from './router';

// First: the image the route paints largest starts downloading while its chunk loads.
preloadLcpImage(window.location.pathname);
// Once per page load, outside React: StrictMode would otherwise start the sync engine twice.
// Not deferred: the outbox flush on start must happen promptly (DESIGN.md "Retry policy").
startSync();
// Development serves modules unbundled; only a production build has a worker to register. The
// worker (and workbox-window) is not needed for the first paint: register it once idle.
if (import.meta.env.PROD) {
  whenIdle(() => {
    void import('@app/features/pwa/register-sw').then((m) => m.registerServiceWorker());
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
