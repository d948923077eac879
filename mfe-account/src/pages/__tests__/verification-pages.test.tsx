import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import {
  API,
  checkVerificationSchema,
  errorMessage,
  findAccountsSchema,
  foundAccountsSchema,
  startedVerificationSchema,
  startVerificationSchema,
  verificationSignUpResultSchema,
  verificationSignUpSchema,
  verifiedIdentitySchema,
  type ErrorCode,
  type FoundAccount,
  type Me,
  type ServicePhase,
  type VerificationSignUpResult,
} from 'shared-contract';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { ME_QUERY_KEY, SERVICE_INFO_QUERY_KEY, useSessionStore } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { notificationSettingsApi } from '../../features/notification-settings/testing/notification-settings-model';
import { goToProvider } from '../../features/verification/utils/go-to-provider';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import FindIdsPage from '../find-ids-page';
import SettingsPage from '../settings-page';
import VerificationCallbackPage from '../verification-callback-page';
import { sampleMe } from 'shared-contract/src/testing/sample-me';

jest.mock('../../features/verification/utils/go-to-provider', () => ({ goToProvider: jest.fn() }));

const member = (overrides: Partial<Me> = {}): Me =>
  sampleMe({
    ...overrides,
  });

const testApi = setupContractApi();

/** The provider's request ids (the contract's uuids): the one the callback tests come back with, and one per started purpose. */
const REQUEST_ID = '0b7e5c1a-4d2f-4e8a-9c3b-1f2e3d4c5b6a';
const OTHER_REQUEST_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1e0f9a8b7c6d';
const STARTED_ID = { account: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', find: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e' } as const;

/** An in-memory verification api (pages, storage, queries and the client are real); `refuse` refuses a path with a code. */
const server = {
  refuse: {} as Record<string, ErrorCode>,
  identity: { name: '홍길동', birthDate: '1990-05-17', di: 'DI-1', isAdult: true, isAdultKr: true },
  applied: { isAdult: true, isAdultKr: true, adultVerification: { ko: true, en: true }, authAdultAt: { ko: 1, en: 1 } } as VerificationSignUpResult,
  accounts: [] as FoundAccount[],
};

const refused = (path: string) => {
  const code = server.refuse[path];
  if (code) throw refusal(code);
};

const handlers = () => [
  contractHandler({
    method: 'post',
    path: API.userPhoneVerification,
    request: startVerificationSchema,
    response: startedVerificationSchema,
    reply: ({ path, body }) => {
      refused(path);
      const requestId = STARTED_ID[startVerificationSchema.parse(body).purpose];
      return { requestId, url: `/sandbox/identity?request_id=${requestId}` };
    },
  }),
  contractHandler({
    method: 'post',
    path: API.authCheckVerification,
    request: checkVerificationSchema,
    response: verifiedIdentitySchema,
    reply: ({ path, body }) => {
      refused(path);
      return { requestId: checkVerificationSchema.parse(body).requestId, ...server.identity };
    },
  }),
  contractHandler({
    method: 'post',
    path: API.authVerificationSignUp,
    request: verificationSignUpSchema,
    response: verificationSignUpResultSchema,
    reply: ({ path }) => {
      refused(path);
      return server.applied;
    },
  }),
  contractHandler({
    method: 'post',
    path: API.authFind,
    request: findAccountsSchema,
    response: foundAccountsSchema,
    reply: ({ path }) => {
      refused(path);
      return server.accounts;
    },
  }),
];

/** What was sent to the verification api (the posts): the path and the JSON body. */
const sent = () => testApi.requests('post').map((call) => `${call.path} ${JSON.stringify(call.body)}`);

const signedIn = () =>
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });

const routes = (
  <Routes>
    <Route path="/my/settings" element={<SettingsPage />} />
    <Route path="/user/findIds" element={<FindIdsPage />} />
    <Route path="/callback/verification" element={<VerificationCallbackPage />} />
  </Routes>
);

const renderAt = (route: string, me: Me | null = member(), phase: ServicePhase = 'operating') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData([...ME_QUERY_KEY, 1], me);
  queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfoFixture(phase));
  return renderPage(routes, { route, queryClient });
};

beforeEach(async () => {
  window.sessionStorage.clear();
  server.refuse = {};
  notificationSettingsApi.reset();
  // The settings page's notification section reads its settings too.
  testApi.reset(...handlers(), ...notificationSettingsApi.handlers());
  server.applied = { isAdult: true, isAdultKr: true, adultVerification: { ko: true, en: true }, authAdultAt: { ko: 1, en: 1 } };
  server.accounts = [];
  jest.mocked(goToProvider).mockClear();
  signedIn();
  await initTestI18n('ko');
});

describe('identity section on /my/settings', () => {
  it('shows a member who has not verified and starts a verification that comes back here', async () => {
    renderAt('/my/settings?tab=1');
    const section = screen.getByTestId('identity-section');
    expect(within(section).getByTestId('identity-verified').textContent).toBe('아직 본인인증을 하지 않았습니다.');
    fireEvent.click(within(section).getByRole('button', { name: '본인인증하기' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(`/sandbox/identity?request_id=${STARTED_ID.account}`));
    expect(sent()).toEqual(['/api/user/phone-verification {"purpose":"account"}']);
    expect(JSON.parse(window.sessionStorage.getItem('keys.verification.started') ?? '{}')).toEqual({
      requestId: STARTED_ID.account,
      purpose: 'account',
      returnTo: '/my/settings?tab=1',
    });
  });

  it('comes back to a same-origin ?returnTo= (a purchase that asked for verification), never to another site', async () => {
    const startedReturnTo = () => JSON.parse(window.sessionStorage.getItem('keys.verification.started') ?? '{}').returnTo;
    const first = renderAt(`/my/settings?returnTo=${encodeURIComponent('/project?id=5')}`);
    fireEvent.click(screen.getByRole('button', { name: '본인인증하기' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledTimes(1));
    expect(startedReturnTo()).toBe('/project?id=5');
    first.unmount();

    renderAt(`/my/settings?returnTo=${encodeURIComponent('https://evil.example/steal')}`);
    fireEvent.click(screen.getByRole('button', { name: '본인인증하기' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledTimes(2));
    expect(startedReturnTo()).toBe('/main');
  });

  it('shows the verified adult statuses with their KST dates, in ko and en', async () => {
    // 2024-03-01 15:30 UTC is 2024-03-02 00:30 KST.
    const at = Date.UTC(2024, 2, 1, 15, 30);
    renderAt('/my/settings', member({ name: '홍길동', birthedAt: '1990-05-17', adultVerification: { ko: true, en: true }, authAdultAt: { ko: at, en: at } }));
    expect(screen.getByTestId('identity-verified').textContent).toBe('홍길동님 · 본인인증 완료');
    expect(screen.getByTestId('adult-ko').textContent).toContain('인증일 2024-03-02');
    expect(screen.getByTestId('adult-en').textContent).toContain('인증일 2024-03-02');
    expect(screen.getByRole('button', { name: '다시 인증하기' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('identity-verified').textContent).toBe('홍길동 · identity verified');
    expect(screen.getByTestId('adult-ko').textContent).toBe('Adult in Korea (from the year you turn 19)Verified on Mar 2, 2024');
  });

  it('shows an 18-year-old as adult by the English rule only', () => {
    renderAt(
      '/my/settings',
      member({ name: '이영희', birthedAt: '2008-03-01', adultVerification: { ko: false, en: true }, authAdultAt: { ko: 0, en: Date.UTC(2026, 1, 28, 15) } }),
    );
    expect(screen.getByTestId('adult-ko').textContent).toContain('미인증');
    expect(screen.getByTestId('adult-en').textContent).toContain('인증일 2026-03-01');
  });

  it.each([
    ['ko', 'terminating', '본인인증하기', '성인 인증이 종료되었습니다.'],
    ['en', 'terminating', 'Verify identity', 'Age verification is no longer available.'],
    ['en', 'closed', 'Verify identity', 'Age verification is no longer available.'],
  ] as const)(
    'in %s while %s: "Verify my identity" is disabled before the member tries, with the catalogue message',
    async (language, phase, verify, message) => {
      await initTestI18n(language);
      renderAt('/my/settings', member(), phase);
      const section = screen.getByTestId('identity-section');
      const button = within(section).getByRole('button', { name: verify }) as HTMLButtonElement;
      expect(button).toBeDisabled();
      const note = within(section).getByTestId('identity-closed');
      expect(note.textContent).toBe(message);
      expect(button).toHaveAttribute('aria-describedby', note.id);
      fireEvent.click(button);
      expect(sent()).toEqual([]);
      expect(goToProvider).not.toHaveBeenCalled();
      // What was verified stays shown; only starting a new verification stopped.
      expect(within(section).getByTestId('identity-verified')).toBeInTheDocument();
    },
  );

  it('while operating the button carries no closed message', () => {
    renderAt('/my/settings');
    expect(screen.queryByTestId('identity-closed')).not.toBeInTheDocument();
    expect(screen.getByTestId('identity-verify')).not.toHaveAttribute('aria-describedby');
  });

  it('shows why a verification cannot start (the api refuses: the phase changed after the page loaded)', async () => {
    server.refuse['/api/user/phone-verification'] = 'SERVICE_AGE_VERIFICATION_CLOSED';
    renderAt('/my/settings');
    fireEvent.click(screen.getByTestId('identity-verify'));
    expect((await screen.findByTestId('identity-error')).textContent).toBe(errorMessage('SERVICE_AGE_VERIFICATION_CLOSED', 'ko'));
    expect(goToProvider).not.toHaveBeenCalled();
  });
});

describe('/callback/verification', () => {
  const startedHere = (purpose: 'account' | 'find', returnTo: string) =>
    window.sessionStorage.setItem('keys.verification.started', JSON.stringify({ requestId: REQUEST_ID, purpose, returnTo }));

  it('checks the result, applies it to the account and links back to where the member started', async () => {
    startedHere('account', '/my/settings');
    renderAt(`/callback/verification?request_id=${REQUEST_ID}&token=tok`);
    const result = await screen.findByTestId('verification-result');
    expect(result.textContent).toBe('본인인증이 완료되었습니다.성인 인증이 완료되었습니다. 이제 KEY를 구매할 수 있습니다.');
    expect(sent()).toEqual([
      `/api/auth/check-verification {"requestId":"${REQUEST_ID}","token":"tok"}`,
      `/api/auth/verification-sign-up {"requestId":"${REQUEST_ID}"}`,
    ]);
    expect(screen.getByTestId('verification-rule-ko').textContent).toBe('한국 기준 (19세 이상)성인');
    expect(screen.getByTestId('verification-back')).toHaveAttribute('href', '/my/settings');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('verification-rule-en').textContent).toBe('International (18+)Adult');
  });

  it('tells a member who is not an adult, and shows the result again after a reload without asking again', async () => {
    startedHere('account', '/market/payment');
    server.applied = { isAdult: false, isAdultKr: false, adultVerification: { ko: false, en: false }, authAdultAt: { ko: 0, en: 0 } };
    const first = renderAt(`/callback/verification?request_id=${REQUEST_ID}&token=tok`);
    expect((await screen.findByTestId('verification-result')).textContent).toContain('성인 기준에 해당하지 않아 KEY를 구매할 수 없습니다.');
    first.unmount();
    const before = sent().length;
    renderAt(`/callback/verification?request_id=${REQUEST_ID}&token=tok`);
    expect((await screen.findByTestId('verification-result')).textContent).toContain('성인 기준에 해당하지 않아');
    expect(screen.getByTestId('verification-back')).toHaveAttribute('href', '/market/payment');
    expect(sent()).toHaveLength(before);
  });

  it.each([
    [`/callback/verification?request_id=${REQUEST_ID}&error=cancelled`, 'VERIFICATION_CANCELLED'],
    ['/callback/verification?request_id=unknown&token=tok', 'VERIFICATION_NOT_FOUND'],
  ] as const)('shows the spec message for %s', async (route, code) => {
    startedHere('account', '/my/settings');
    renderAt(route);
    expect((await screen.findByTestId('verification-error')).textContent).toBe(errorMessage(code, 'ko'));
  });

  it('shows the api refusal of the result (expired)', async () => {
    startedHere('account', '/my/settings');
    server.refuse['/api/auth/check-verification'] = 'VERIFICATION_EXPIRED';
    renderAt(`/callback/verification?request_id=${REQUEST_ID}&token=tok`);
    expect((await screen.findByTestId('verification-error')).textContent).toBe(errorMessage('VERIFICATION_EXPIRED', 'ko'));
    expect(screen.getByRole('link', { name: '다시 시도하기' })).toHaveAttribute('href', '/my/settings');
  });

  it('waits for the session before applying, and asks a visitor to sign in', async () => {
    startedHere('account', '/my/settings');
    useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
    renderAt(`/callback/verification?request_id=${REQUEST_ID}&token=tok`);
    expect(screen.getByTestId('verification-checking').textContent).toBe('본인인증 결과를 확인하는 중입니다…');
    expect(sent()).toEqual([]);
    act(() => useSessionStore.setState({ status: 'unauthenticated' }));
    expect((await screen.findByTestId('verification-error')).textContent).toBe(errorMessage('LOGIN_NEEDED', 'ko'));
  });

  it('hands a find verification to /user/findIds, which lists the masked accounts', async () => {
    useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
    startedHere('find', '/user/findIds');
    server.accounts = [
      { provider: 'local', maskedEmail: 'de**@keys.local', createdAt: '2024-03-01T15:30:00.000Z' },
      { provider: 'kakao', maskedEmail: null, createdAt: '2024-01-01T00:00:00.000Z' },
    ];
    renderAt(`/callback/verification?request_id=${REQUEST_ID}&token=tok`, null);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/findIds'));
    const accounts = await screen.findAllByTestId('find-ids-account');
    expect(accounts.map((account) => account.textContent)).toEqual([
      '로컬 테스트 계정 · de**@keys.local가입일 2024-03-02',
      '카카오 · 이메일 없음가입일 2024-01-01',
    ]);
    expect(sent().at(-1)).toBe(`/api/auth/find {"requestId":"${REQUEST_ID}","di":"DI-1"}`);
    expect(screen.getByTestId('find-ids-sign-in')).toHaveAttribute('href', '/user/login');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getAllByTestId('find-ids-account')[1]?.textContent).toBe('Kakao · No e-mailJoined Jan 1, 2024');
  });
});

describe('/user/findIds', () => {
  beforeEach(() => useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null }));

  it('explains, then starts a find verification that returns here', async () => {
    renderAt('/user/findIds', null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('아이디 찾기');
    fireEvent.click(screen.getByRole('button', { name: '본인인증으로 계정 찾기' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(`/sandbox/identity?request_id=${STARTED_ID.find}`));
    expect(JSON.parse(window.sessionStorage.getItem('keys.verification.started') ?? '{}')).toMatchObject({ purpose: 'find', returnTo: '/user/findIds' });
  });

  it('shows the no-match message with sign-in, and can search again', async () => {
    window.sessionStorage.setItem('keys.verification.find', JSON.stringify({ requestId: OTHER_REQUEST_ID, di: 'DI-9' }));
    server.refuse['/api/auth/find'] = 'NO_MATCHING_ACCOUNT';
    renderAt('/user/findIds', null);
    expect((await screen.findByTestId('find-ids-error')).textContent).toBe('일치하는 계정 정보가 없습니다.');
    expect(screen.getByTestId('find-ids-sign-in')).toHaveAttribute('href', '/user/login');
    fireEvent.click(screen.getByTestId('find-ids-again'));
    expect(screen.getByTestId('find-ids-verify')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('keys.verification.find')).toBeNull();
  });
});
