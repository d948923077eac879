import type { ReactElement } from 'react';
import type { Language } from 'shared-contract';
import { sampleMe } from 'shared-contract/src/testing/sample-me';
import { useSessionStore } from 'shared-session';
import { initTestI18n as initSharedTestI18n, renderPage } from 'shared-ui/src/testing/render-page';
import { ko } from '../locales/ko';
import { en } from '../locales/en';
import { NAMESPACE } from '../namespace';

export { createTestQueryClient, renderPage } from 'shared-ui/src/testing/render-page';

/** The one i18next instance, initialised as the shell does, with this remote's namespace. */
export const initTestI18n = (language: Language = 'ko') => initSharedTestI18n({ namespace: NAMESPACE, resources: { ko, en }, language });

/** A signed-in member, or a visitor. */
export function signIn(signedIn = true) {
  const me = sampleMe();
  useSessionStore.setState(
    signedIn
      ? {
          status: 'authenticated',
          user: { id: me.id, name: me.name, email: me.email, image: null, provider: 'local', status: 1, signUpRequired: false },
          accessToken: 'token',
        }
      : { status: 'unauthenticated', user: null, accessToken: null },
  );
}

/** Renders a page at a route (the page reads its path from the router, as under the shell). */
export const renderAt = (ui: ReactElement, route: string) => renderPage(ui, { route });
