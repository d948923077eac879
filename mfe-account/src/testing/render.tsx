import type { Language } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { initTestI18n as initSharedTestI18n } from 'shared-ui/src/testing/render-page';
import { ko } from '../locales/ko';
import { en } from '../locales/en';
import { NAMESPACE } from '../namespace';

export { createTestQueryClient, renderPage } from 'shared-ui/src/testing/render-page';

/** The one i18next instance, initialised as the shell does, with this remote's namespace. */
export const initTestI18n = (language: Language = 'ko') => initSharedTestI18n({ namespace: NAMESPACE, resources: { ko, en }, language });

/** A signed-in member (id 1) in the one session store, as the shell's session sync leaves it. */
export const signInTestMember = () =>
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });

/** A visitor (no session). */
export const signOutTestMember = () => useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
