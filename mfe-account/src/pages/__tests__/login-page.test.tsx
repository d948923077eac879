import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import type { AuthProvider } from 'shared-contract';
import { providersQueryKey } from '../../features/sign-in/api/get-providers';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import LoginPage from '../login-page';
import LogoutSuccessPage from '../logout-success-page';

const provider = (id: string, name: string): AuthProvider => ({
  id,
  name,
  type: 'oidc',
  signinUrl: `http://localhost/auth/signin/${id}`,
  callbackUrl: `http://localhost/auth/callback/${id}`,
});

const withProviders = (providers: AuthProvider[]) => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(providersQueryKey, providers);
  return queryClient;
};

const page = (
  <Routes>
    <Route path="/user/login" element={<LoginPage />} />
    <Route path="/error" element={<p>error page</p>} />
  </Routes>
);

describe('LoginPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('shows one button per enabled provider, in ko and en', async () => {
    renderPage(page, { route: '/user/login', queryClient: withProviders([provider('kakao', 'Kakao'), provider('local', 'KEYS Local')]) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('로그인');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['카카오로 계속하기', '로컬 테스트 계정으로 계속하기']);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue with Kakao', 'Continue with Local test account']);
  });

  it.each([
    ['SessionRequired', '로그인이 필요합니다. 로그인 후 보던 페이지로 돌아갑니다.', 'Login needed. After signing in you will return to the page you were on.'],
    ['OAuthCallbackError', '로그인 서비스에서 돌아오는 중 문제가 생겼습니다. 다시 시도해 주세요.', 'Something went wrong on the way back from the sign-in service. Please try again.'],
    ['AccountNotLinkedError', '이 이메일은 다른 로그인 방법으로 가입되어 있습니다. 처음 가입한 방법으로 로그인해 주세요.', 'This e-mail is already used with another sign-in method. Please sign in the way you first signed up.'],
    ['MissingCSRF', '로그인하지 못했습니다. 다시 시도해 주세요.', 'Could not sign you in. Please try again.'],
  ])('shows the %s error of a returned sign-in', async (error, ko, en) => {
    renderPage(page, { route: `/user/login?error=${error}&callbackUrl=%2Fmy`, queryClient: withProviders([provider('local', 'KEYS Local')]) });
    expect(screen.getByRole('alert').textContent).toBe(ko);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe(en);
  });

  it('shows placeholders while the providers load', () => {
    const queryClient = createTestQueryClient();
    void queryClient.prefetchQuery({ queryKey: providersQueryKey, queryFn: () => new Promise<AuthProvider[]>(() => undefined) });
    renderPage(page, { route: '/user/login', queryClient });
    expect(screen.getByLabelText('로그인 방법을 불러오는 중').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('goes to the error page when the providers cannot be fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(page, { route: '/user/login' });
    await waitFor(() => expect(screen.getByText('error page')).toBeTruthy(), { timeout: 5_000 });
    warn.mockRestore();
  });

  it('says so when no provider is enabled', () => {
    renderPage(page, { route: '/user/login', queryClient: withProviders([]) });
    expect(screen.getByRole('status').textContent).toBe('지금 사용할 수 있는 로그인 방법이 없습니다. 잠시 후 다시 시도해 주세요.');
  });
});

describe('LogoutSuccessPage', () => {
  it('confirms the sign-out and offers home and sign-in again', async () => {
    await initTestI18n('en');
    renderPage(<LogoutSuccessPage />, { route: '/callback/logout-success' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signed out');
    expect(screen.getByTestId('signed-out').textContent).toBe('You have signed out. See you again soon!');
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/user/login');
  });
});
