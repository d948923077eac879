import i18next from 'i18next';
import React, { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { queryClient, reportRuntime, useSessionStore } from 'shared-session';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createFederationLoader } from './features/remotes/federation-loader';
import { preloadCurrentPage } from './features/remotes/preload-current-page';
import { SessionSync } from './features/session/components/session-sync';

async function start() {
  // i18next gets its store synchronously here, before any remote can add its namespace to it.
  const i18nReady = initI18n();
  // The registry request starts now, and the current page's remote, data and chunk as soon as it
  // answers: the shell renders without waiting for them, they do not wait for the shell.
  const loader = createFederationLoader();
  preloadCurrentPage(loader, window.location);
  await i18nReady;
  reportRuntime('shell', { react: React, i18n: i18next, sessionStore: useSessionStore });
  // A task of its own for the render: the modules' start-up above is already one long task on a phone.
  await new Promise((resolve) => setTimeout(resolve, 0));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition: React renders the app in slices, yielding to the browser between them, instead of in one long task.
  // Nothing waits for it: the page the server drew (or the shell's loading state) shows until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} loader={loader}>
          <SessionSync />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
