import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { useSessionStore, type SessionUser } from 'shared-session';
import { SIGN_UP_COOKIE } from '../../features/sign-up/utils/sign-up-storage';
import { initTestI18n, renderPage } from '../../testing/render';
import LoginSuccessPage from '../login-success-page';

// The session as the shell keeps it in the store; here no `GET /auth/session` runs (no network in jsdom).
jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    useSession: () => ({
      status: actual.useSessionStore((state: { status: string }) => state.status),
      user: actual.useSessionStore((state: { user: unknown }) => state.user),
      refresh: async () => undefined,
    }),
  };
});

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
  await initTestI18n('ko');
  document.cookie = `${SIGN_UP_COOKIE}=; Max-Age=0; Path=/`;
});

describe('LoginSuccessPage', () => {
  it('sends a first sign-in on to the consents (replace), keeping callbackUrl, with the sign-up flag cookie', async () => {
    useSessionStore.getState().setSession(member({ status: 0, signUpRequired: true }), 'token');
    renderPage(page, { route: '/callback/login-success?callbackUrl=%2Fmy%2Fnotifications' });
    await waitFor(() => expect(screen.getByText('consents page')).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('/user/policyAgree?callbackUrl=%2Fmy%2Fnotifications');
    expect(document.cookie).toContain(`${SIGN_UP_COOKIE}=1`);
  });

  it('tells a suspended member (status 6) and offers /main only (ko, en)', async () => {
    useSessionStore.getState().setSession(member({ status: 6 }), 'token');
    renderPage(page, { route: '/callback/login-success?callbackUrl=%2Fcabinet' });
    expect(screen.getByTestId('suspended').textContent).toContain('이용약관 위반으로 이용이 정지된 계정입니다. 고객센터로 문의해 주세요.');
    expect(screen.getByTestId('continue').getAttribute('href')).toBe('/main');
    expect(screen.queryByRole('link', { name: '보던 페이지로 돌아가기' })).toBeNull();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('suspended').textContent).toContain(
      'This account has been suspended due to a violation of the terms of service. Please contact customer support.',
    );
    expect(screen.getByTestId('continue').textContent).toBe('Go home');
    expect(document.cookie).not.toContain(`${SIGN_UP_COOKIE}=1`);
  });

  it('sends an active member straight on to where they were going, with nothing to read', async () => {
    useSessionStore.getState().setSession(member({}), 'token');
    renderPage(page, { route: '/callback/login-success?callbackUrl=%2Fcabinet' });
    await waitFor(() => expect(screen.getByText('the cabinet')).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('/cabinet');
    expect(screen.queryByTestId('welcome')).toBeNull();
    expect(screen.queryByTestId('suspended')).toBeNull();
  });

  it('waits for the session before going on, and asks a visitor whose sign-in did not finish to sign in again (en)', async () => {
    await initTestI18n('en');
    useSessionStore.setState({ status: 'loading', user: null });
    renderPage(page, { route: '/callback/login-success?callbackUrl=%2Fcabinet' });
    expect(screen.getByLabelText('Checking your sign-in')).toBeTruthy();
    act(() => useSessionStore.getState().setSession(null));
    expect(screen.getByRole('heading', { name: 'You are not signed in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/user/login?callbackUrl=%2Fcabinet');
    expect(screen.getByTestId('location').textContent).toBe('/callback/login-success?callbackUrl=%2Fcabinet');
  });
});
