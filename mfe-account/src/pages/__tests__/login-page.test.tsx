import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { AUTH_PATHS, authProvidersSchema, type AuthProvider } from 'shared-contract';
import { connectionLost, contractHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
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

const testApi = setupContractApi();

/** What Auth.js's `GET /auth/providers` answers (its own JSON, no envelope): the enabled providers, held or lost when told. */
const server = { providers: [] as AuthProvider[], answer: 'ok' as 'ok' | 'held' | 'lost', held: [] as Array<() => void> };

const providersRoute = contractHandler({
  method: 'get',
  path: AUTH_PATHS.providers,
  envelope: false,
  response: authProvidersSchema,
  reply: async () => {
    if (server.answer === 'held') await new Promise<void>((resolve) => server.held.push(resolve));
    if (server.answer === 'lost') throw connectionLost();
    return Object.fromEntries(server.providers.map((one) => [one.id, one]));
  },
});

const withProviders = (providers: AuthProvider[]) => {
  server.providers = providers;
  return createTestQueryClient();
};

const page = (
  <Routes>
    <Route path="/user/login" element={<LoginPage />} />
    <Route path="/error" element={<p>error page</p>} />
  </Routes>
);

beforeEach(() => {
  server.providers = [];
  server.answer = 'ok';
  server.held = [];
  testApi.reset(providersRoute);
});

describe('LoginPage', () => {
  beforeEach(() => initTestI18n('ko'));

  it('shows one button per enabled provider, in ko and en', async () => {
    renderPage(page, { route: '/user/login', queryClient: withProviders([provider('kakao', 'Kakao'), provider('local', 'KEYS Local')]) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('로그인');
    expect((await screen.findAllByRole('button')).map((button) => button.textContent)).toEqual(['카카오로 계속하기', '로컬 테스트 계정으로 계속하기']);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue with Kakao', 'Continue with Local test account']);
  });

  it.each([
    ['SessionRequired', '로그인이 필요합니다. 로그인 후 보던 페이지로 돌아갑니다.', 'Login needed. After signing in you will return to the page you were on.'],
    [
      'OAuthCallbackError',
      '로그인 서비스에서 돌아오는 중 문제가 생겼습니다. 다시 시도해 주세요.',
      'Something went wrong on the way back from the sign-in service. Please try again.',
    ],
    [
      'AccountNotLinkedError',
      '이 이메일은 다른 로그인 방법으로 가입되어 있습니다. 처음 가입한 방법으로 로그인해 주세요.',
      'This e-mail is already used with another sign-in method. Please sign in the way you first signed up.',
    ],
    ['MissingCSRF', '로그인하지 못했습니다. 다시 시도해 주세요.', 'Could not sign you in. Please try again.'],
  ])('shows the %s error of a returned sign-in', async (error, ko, en) => {
    renderPage(page, { route: `/user/login?error=${error}&callbackUrl=%2Fmy`, queryClient: withProviders([provider('local', 'KEYS Local')]) });
    expect(screen.getByRole('alert').textContent).toBe(ko);
    expect(await screen.findByRole('button', { name: '로컬 테스트 계정으로 계속하기' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe(en);
  });

  it('shows placeholders while the providers load', async () => {
    server.answer = 'held';
    renderPage(page, { route: '/user/login', queryClient: withProviders([provider('local', 'KEYS Local')]) });
    expect(screen.getByLabelText('로그인 방법을 불러오는 중')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await waitFor(() => expect(server.held).toHaveLength(1));
    expect(screen.getByLabelText('로그인 방법을 불러오는 중')).toHaveAttribute('aria-busy', 'true');

    // The providers arrive: their buttons replace the placeholders.
    act(() => server.held.forEach((release) => release()));
    expect(await screen.findByRole('button', { name: '로컬 테스트 계정으로 계속하기' })).toBeInTheDocument();
    expect(screen.queryByLabelText('로그인 방법을 불러오는 중')).not.toBeInTheDocument();
  });

  it('goes to the error page when the providers cannot be fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.answer = 'lost';
    renderPage(page, { route: '/user/login' });
    expect(await screen.findByText('error page', {}, { timeout: 5_000 })).toBeInTheDocument();
    // The read is tried again once (retry: 1) before the page gives up.
    expect(testApi.requests('get', AUTH_PATHS.providers)).toHaveLength(2);
    warn.mockRestore();
  });

  it('says so when no provider is enabled', async () => {
    renderPage(page, { route: '/user/login', queryClient: withProviders([]) });
    expect((await screen.findByRole('status')).textContent).toBe('지금 사용할 수 있는 로그인 방법이 없습니다. 잠시 후 다시 시도해 주세요.');
  });
});

describe('LogoutSuccessPage', () => {
  it('confirms the sign-out and offers home and sign-in again', async () => {
    await initTestI18n('en');
    renderPage(<LogoutSuccessPage />, { route: '/callback/logout-success' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signed out');
    expect(screen.getByTestId('signed-out').textContent).toBe('You have signed out. See you again soon!');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/user/login');
  });
});
