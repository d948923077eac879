import i18next from 'i18next';
import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { reportRuntime, useSessionStore } from 'shared-session';
import { initI18n } from './app/i18n';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { createFederationLoader } from './features/remotes/federation-loader';

async function start() {
  // The registry request starts first; the page renders without waiting for it.
  const loader = createFederationLoader();
  await initI18n();
  reportRuntime('shell', { react: React, i18n: i18next, sessionStore: useSessionStore });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} loader={loader}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
