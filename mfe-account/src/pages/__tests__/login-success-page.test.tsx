import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { AUTH_PATHS, authSessionSchema, type AuthSession } from 'shared-contract';
import { refreshSession, useSessionStore, type SessionUser } from 'shared-session';
import { contractHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { SIGN_UP_COOKIE } from '../../features/sign-up/utils/sign-up-storage';
import { initTestI18n, renderPage } from '../../testing/render';
import LoginSuccessPage from '../login-success-page';

const testApi = setupContractApi();

/** What Auth.js's `GET /auth/session` answers (the session the page's own read finds); it may be held until released. */
const server = { session: null as AuthSession, hold: false, held: [] as Array<() => void> };

const sessionRoute = contractHandler({
  method: 'get',
  path: AUTH_PATHS.session,
  envelope: false,
  response: authSessionSchema,
  reply: async () => {
    if (server.hold) await new Promise<void>((resolve) => server.held.push(resolve));
    return server.session;
  },
});

/** The member signed in: in the session store as the shell keeps it, and in the session Auth.js answers. */
const signedInAs = (user: SessionUser) => {
  server.session = { user, expires: '2099-01-01T00:00:00.000Z', accessToken: 'token' };
  useSessionStore.getState().setSession(user, 'token');
};

/** Waits for the page's session read to be answered and applied (a read under way is shared, not repeated). */
const sessionRead = () => act(() => refreshSession());

const member = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 3,
  email: 'someone@example.com',
  name: 'Someone',
  image: null,
  provider: 'local',
  status: 1,
  signUpRequired: false,
  ...overrides,
});

const page = (
  <Routes>
    <Route path="/callback/login-success" element={<LoginSuccessPage />} />
    <Route path="/user/policyAgree" element={<p>consents page</p>} />
    <Route path="/cabinet" element={<p>the cabinet</p>} />
  </Routes>
);

beforeEach(async () => {
  server.session = null;
  server.hold = false;
  server.held = [];
  testApi.reset(sessionRoute);
  await initTestI18n('ko');
  document.cookie = `${SIGN_UP_COOKIE}=; Max-Age=0; Path=/`;
});

describe('LoginSuccessPage', () => {
  it('sends a first sign-in on to the consents (replace), keeping callbackUrl, with the sign-up flag cookie', async () => {
    signedInAs(member({ status: 0, signUpRequired: true }));
    renderPage(page, { route: '/callback/login-success?callbackUrl=%2Fmy%2Fnotifications' });
    expect(await screen.findByText('consents page')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/user/policyAgree?callbackUrl=%2Fmy%2Fnotifications');
    expect(document.cookie).toContain(`${SIGN_UP_COOKIE}=1`);
    await sessionRead();
    expect(useSessionStore.getState().user).toMatchObject({ id: 3, signUpRequired: true });
  });

  it('tells a suspended member (status 6) and offers /main only (ko, en)', async () => {
    signedInAs(member({ status: 6 }));
    renderPage(page, { route: '/callback/login-success?callbackUrl=%2Fcabinet' });
    expect(screen.getByTestId('suspended').textContent).toContain('이용약관 위반으로 이용이 정지된 계정입니다. 고객센터로 문의해 주세요.');
    expect(screen.getByTestId('continue')).toHaveAttribute('href', '/main');
    expect(screen.queryByRole('link', { name: '보던 페이지로 돌아가기' })).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('suspended').textContent).toContain(
      'This account has been suspended due to a violation of the terms of service. Please contact customer support.',
    );
    expect(screen.getByTestId('continue').textContent).toBe('Go home');
    expect(document.cookie).not.toContain(`${SIGN_UP_COOKIE}=1`);
    // The page's own session read finds the same member: still suspended.
    await sessionRead();
    expect(screen.getByTestId('continue')).toHaveAttribute('href', '/main');
  });

  it('sends an active member straight on to where they were going, with nothing to read', async () => {
    signedInAs(member({}));
    renderPage(page, { route: '/callback/login-success?callbackUrl=%2Fcabinet' });
    expect(await screen.findByText('the cabinet')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/cabinet');
    expect(screen.queryByTestId('welcome')).not.toBeInTheDocument();
    expect(screen.queryByTestId('suspended')).not.toBeInTheDocument();
    await sessionRead();
  });

  it('waits for the session before going on, and asks a visitor whose sign-in did not finish to sign in again (en)', async () => {
    await initTestI18n('en');
    useSessionStore.setState({ status: 'loading', user: null });
    server.hold = true;
    renderPage(page, { route: '/callback/login-success?callbackUrl=%2Fcabinet' });
    expect(screen.getByLabelText('Checking your sign-in')).toBeInTheDocument();
    await waitFor(() => expect(server.held).toHaveLength(1));
    expect(screen.getByLabelText('Checking your sign-in')).toBeInTheDocument();
    // Auth.js answers: no session.
    server.held.forEach((release) => release());
    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login?callbackUrl=%2Fcabinet');
    expect(screen.getByTestId('location').textContent).toBe('/callback/login-success?callbackUrl=%2Fcabinet');
  });
});
