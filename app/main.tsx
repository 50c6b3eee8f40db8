import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startSync } from '@app/local/sync';
import { registerServiceWorker } from '@app/features/pwa/register-sw';
import { AppProvider } from './provider';
import { router } from './router';

// Once per page load, outside React: StrictMode would otherwise start the sync engine twice.
startSync();
// Development serves modules unbundled; only a production build has a worker to register.
if (import.meta.env.PROD) registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
