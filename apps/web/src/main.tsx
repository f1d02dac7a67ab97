import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { createAppServices } from './lib/app-services';

const services = createAppServices();
const router = createRouter();

// A device kept in English, Spanish or European Portuguese first fetches its language (one chunk); the
// first screen is then already in it. A failed fetch still renders, in pt-BR.
void services.languageReady
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider services={services}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
