import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import {
  API,
  AUTH_PATHS,
  authSessionSchema,
  cabinetResetCheckSchema,
  cabinetResetResultSchema,
  signUpResultSchema,
  signUpSchema,
  signUpTermsSchema,
  type ErrorCode,
  type LegalDocument,
  type ServicePhase,
  type SignUpTerms,
} from 'shared-contract';
import { SERVICE_INFO_QUERY_KEY, useSessionStore, type SessionUser } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { CONSENTS_STORAGE_KEY, SIGN_UP_COOKIE } from '../../features/sign-up/utils/sign-up-storage';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import CabinetPasswordPage from '../cabinet-password-page';
import LoginErrorPage from '../login-error-page';
import PolicyAgreePage from '../policy-agree-page';
import PolicyPage from '../policy-page';
import PrivacyPage from '../privacy-page';
import SignUpPage from '../sign-up-page';

const legal = (name: string, version: string): LegalDocument => ({
  version,
  effectiveDate: '2024-03-01',
  ko: {
    intro: `${name} 안내`,
    sections: [
      { title: `${name} 제1조`, paragraphs: [`${name} 첫 문단`] },
      { title: `${name} 제2조`, paragraphs: [`${name} 둘째 문단`] },
    ],
  },
  en: {
    intro: `About the ${name}`,
    sections: [
      { title: `${name} article 1`, paragraphs: [`${name} first paragraph`] },
      { title: `${name} article 2`, paragraphs: [`${name} second paragraph`] },
    ],
  },
});

const SIGNING_UP: SessionUser = { id: 7, email: 'new@example.com', name: null, image: null, provider: 'local', status: 0, signUpRequired: true };

const testApi = setupContractApi();

/**
 * The sign-up api and its terms (pages, forms and the client are real). `nextTerms` decides the next terms read: held
 * until `release()`, or refused (then `texts` again).
 */
const server = {
  fail: null as ErrorCode | null,
  texts: { terms: legal('terms', '3.1'), privacy: legal('privacy', '2.0') } as SignUpTerms,
  nextTerms: null as null | 'held' | 'refused',
  /** Once the sign-up succeeded, Auth.js's session says the member is active. */
  signedUp: false,
  held: [] as Array<() => void>,
};

const release = () => server.held.splice(0).forEach((resolve) => resolve());

const handlers = () => [
  contractHandler({
    method: 'get',
    path: API.authTerms,
    response: signUpTermsSchema,
    reply: async () => {
      const next = server.nextTerms;
      server.nextTerms = null;
      if (next === 'held') await new Promise<void>((resolve) => server.held.push(resolve));
      if (next === 'refused') throw refusal('TEMPORARY_ERROR');
      return server.texts;
    },
  }),
  contractHandler({
    method: 'post',
    path: API.authSignUp,
    request: signUpSchema,
    response: signUpResultSchema,
    reply: () => {
      if (server.fail) throw refusal(server.fail);
      server.signedUp = true;
      return 'SUCCESS' as const;
    },
  }),
  // The session read after the sign-up (Auth.js's own route, no envelope).
  contractHandler({
    method: 'get',
    path: AUTH_PATHS.session,
    envelope: false,
    response: authSessionSchema,
    reply: () => ({
      user: server.signedUp ? { ...SIGNING_UP, status: 1, signUpRequired: false } : SIGNING_UP,
      expires: '2099-01-01T00:00:00.000Z',
      accessToken: 'token',
    }),
  }),
  // The reset form checks a mailed link on arrival (a read the old fake left failing silently): the link is valid.
  contractHandler({
    method: 'post',
    path: API.cabinetCheck,
    request: cabinetResetCheckSchema,
    response: cabinetResetResultSchema,
    reply: () => 'SUCCESS' as const,
  }),
];

/** What was posted: the path and the JSON body. */
const sent = () => testApi.requests('post').map(({ path, body }) => ({ path, body }));

const withService = (phase: ServicePhase = 'operating') => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfoFixture(phase));
  return queryClient;
};

const location = () => screen.getByTestId('location').textContent;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

const pages = (
  <Routes>
    <Route path="/user/signUp" element={<SignUpPage />} />
    <Route path="/user/policyAgree" element={<PolicyAgreePage />} />
    <Route path="/user/cabinetPassword" element={<CabinetPasswordPage />} />
    <Route path="/user/signupSuccess" element={<p>success page</p>} />
    <Route path="/user/policy" element={<PolicyPage />} />
    <Route path="/user/privacy" element={<PrivacyPage />} />
  </Routes>
);

beforeEach(async () => {
  await initTestI18n('ko');
  useSessionStore.getState().setSession(SIGNING_UP, 'token');
  sessionStorage.clear();
  server.fail = null;
  server.nextTerms = null;
  server.held = [];
  server.signedUp = false;
  testApi.reset(...handlers());
});

describe('PolicyAgreePage', () => {
  it('requires the age, terms and privacy consents (the shared schema), then carries them to the password step', async () => {
    renderPage(pages, { route: '/user/policyAgree?callbackUrl=%2Fmy', queryClient: withService() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('약관 동의');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(alerts()).toEqual(['만 19세 이상임에 동의해 주세요.', '이용약관에 동의해 주세요.', '개인정보 수집 및 이용에 동의해 주세요.']));
    expect(screen.getByRole('checkbox', { name: '[필수] 만 19세 이상입니다' })).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('checkbox', { name: '[필수] 만 19세 이상입니다' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '[필수] 이용약관에 동의합니다' }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(alerts()).toEqual(['개인정보 수집 및 이용에 동의해 주세요.']));
    expect(location()).toBe('/user/policyAgree?callbackUrl=%2Fmy');
    expect(sessionStorage.getItem(CONSENTS_STORAGE_KEY)).toBeNull();

    // Promotion mail is optional: the three required ones are enough.
    fireEvent.click(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용에 동의합니다' }));
    expect(screen.getByRole('checkbox', { name: /모두 동의합니다/ })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(location()).toBe('/user/cabinetPassword?callbackUrl=%2Fmy'));
    expect(JSON.parse(sessionStorage.getItem(CONSENTS_STORAGE_KEY) ?? 'null')).toEqual({
      agreeAge: true,
      agreeTerms: true,
      agreePrivacy: true,
      agreeMail: false,
    });
  });

  it('"agree to all" ticks and unticks every box, promotion mail included (en)', async () => {
    await initTestI18n('en');
    renderPage(pages, { route: '/user/policyAgree', queryClient: withService() });
    const all = screen.getByRole('checkbox', { name: /Agree to all/ }) as HTMLInputElement;
    const boxes = () =>
      [
        '[Required] I am 18 or older',
        '[Required] I agree to the terms of service',
        '[Required] I agree to the collection and use of my personal data',
        '[Optional] I agree to receive promotion e-mails',
      ].map((name) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked);
    expect(boxes()).toEqual([false, false, false, false]);
    fireEvent.click(all);
    expect(boxes()).toEqual([true, true, true, true]);
    expect(all).toBeChecked();
    // Unticking one unticks "all"; ticking it again ticks "all".
    fireEvent.click(screen.getByRole('checkbox', { name: '[Optional] I agree to receive promotion e-mails' }));
    expect(all).not.toBeChecked();
    fireEvent.click(all);
    expect(boxes()).toEqual([true, true, true, true]);
    fireEvent.click(all);
    expect(boxes()).toEqual([false, false, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(alerts()).toEqual(['Please confirm that you are 18 or older.', 'Please agree to the terms of service.', 'Please agree to the privacy policy.']),
    );
    fireEvent.click(all);
    await waitFor(() => expect(alerts()).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/user/cabinetPassword'));
    expect(JSON.parse(sessionStorage.getItem(CONSENTS_STORAGE_KEY) ?? 'null')).toMatchObject({ agreeMail: true });
  });

  it('links the terms and privacy as popup windows that also work as normal links', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderPage(pages, { route: '/user/policyAgree', queryClient: withService() });
    const terms = screen.getByRole('link', { name: '이용약관 보기 (새 창)' });
    expect(terms).toHaveAttribute('href', '/user/policy');
    expect(screen.getByRole('link', { name: '개인정보 처리방침 보기 (새 창)' })).toHaveAttribute('href', '/user/privacy');
    fireEvent.click(terms);
    expect(open).toHaveBeenCalledWith('/user/policy', 'keys-policy', expect.stringContaining('popup'));
    open.mockRestore();
  });

  it.each(['terminating', 'closed'] as const)('shows the termination message instead of the form once the service is %s', async (phase) => {
    renderPage(pages, { route: '/user/policyAgree', queryClient: withService(phase) });
    expect(screen.getByTestId('sign-up-closed').textContent).toContain('신규 회원가입이 종료되었습니다.');
    expect(screen.queryByTestId('consent-form')).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('sign-up-closed').textContent).toContain('New sign-up is no longer available.');
  });

  it('asks a visitor to sign in first and tells a member who already signed up', () => {
    useSessionStore.getState().setSession(null);
    const { unmount } = renderPage(pages, { route: '/user/policyAgree', queryClient: withService() });
    expect(screen.getByTestId('sign-in-first').textContent).toContain('먼저 로그인해 주세요');
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/user/login');
    unmount();
    useSessionStore.getState().setSession({ ...SIGNING_UP, status: 1, signUpRequired: false }, 'token');
    renderPage(pages, { route: '/user/policyAgree', queryClient: withService() });
    expect(screen.getByTestId('already-signed-up').textContent).toContain('이미 가입한 계정입니다');
    expect(screen.queryByTestId('consent-form')).not.toBeInTheDocument();
  });
});

describe('CabinetPasswordPage (sign-up)', () => {
  const giveConsents = (agreeMail = false) =>
    sessionStorage.setItem(CONSENTS_STORAGE_KEY, JSON.stringify({ agreeAge: true, agreeTerms: true, agreePrivacy: true, agreeMail }));
  const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('says "Incorrect password" when the two entries differ, and the format rule (ko and en)', async () => {
    giveConsents();
    renderPage(pages, { route: '/user/cabinetPassword', queryClient: withService() });
    type('캐비닛 비밀번호 (숫자 6자리)', '123456');
    type('캐비닛 비밀번호 확인', '123457');
    fireEvent.click(screen.getByRole('button', { name: '가입 완료하기' }));
    expect(await screen.findByTestId('passwordConfirm-error')).toHaveProperty('textContent', '비밀번호가 일치하지 않습니다.');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByTestId('passwordConfirm-error').textContent).toBe('Incorrect password');

    type('Cabinet password (6 digits)', '12ab');
    type('Confirm the cabinet password', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Finish signing up' }));
    expect(await screen.findByTestId('password-error')).toHaveProperty('textContent', 'The cabinet password is 6 digits.');
    expect(sent()).toEqual([]);
  });

  it('signs up with the consents, the password twice and the current language, then goes to the success page', async () => {
    await initTestI18n('en');
    giveConsents(true);
    document.cookie = `${SIGN_UP_COOKIE}=1; Path=/`;
    renderPage(pages, { route: '/user/cabinetPassword?callbackUrl=%2Fmy', queryClient: withService() });
    type('Cabinet password (6 digits)', '246810');
    type('Confirm the cabinet password', '246810');
    fireEvent.click(screen.getByRole('button', { name: 'Finish signing up' }));
    await waitFor(() => expect(location()).toBe('/user/signupSuccess?callbackUrl=%2Fmy'));
    expect(sent()).toEqual([
      {
        path: '/api/auth/sign-up',
        body: { agreeAge: true, agreeTerms: true, agreePrivacy: true, agreeMail: true, password: '246810', passwordConfirm: '246810', languageType: 'en' },
      },
    ]);
    // The session read after it (Auth.js) says the member is active.
    expect(testApi.requests('get', AUTH_PATHS.session)).toHaveLength(1);
    expect(useSessionStore.getState().user?.signUpRequired).toBe(false);
    expect(document.cookie).not.toContain(`${SIGN_UP_COOKIE}=1`);
    expect(sessionStorage.getItem(CONSENTS_STORAGE_KEY)).toBeNull();
  });

  it('shows the api error and stays on the form', async () => {
    giveConsents();
    server.fail = 'ALREADY_SIGNED_UP';
    renderPage(pages, { route: '/user/cabinetPassword', queryClient: withService() });
    type('캐비닛 비밀번호 (숫자 6자리)', '246810');
    type('캐비닛 비밀번호 확인', '246810');
    fireEvent.click(screen.getByRole('button', { name: '가입 완료하기' }));
    expect(await screen.findByTestId('sign-up-error')).toHaveProperty('textContent', '이미 가입을 완료한 계정입니다.');
    expect(location()).toBe('/user/cabinetPassword');
  });

  it('sends a member without consents back to the consents', () => {
    renderPage(pages, { route: '/user/cabinetPassword', queryClient: withService() });
    expect(screen.getByTestId('no-consents').textContent).toContain('약관 동의가 필요합니다');
    expect(screen.getByRole('link', { name: '약관 동의하러 가기' })).toHaveAttribute('href', '/user/policyAgree');
    expect(screen.queryByTestId('cabinet-password-form')).not.toBeInTheDocument();
  });

  it('leaves a mailed reset link (userId and uuid) to the reset form', async () => {
    giveConsents();
    renderPage(pages, { route: '/user/cabinetPassword?userId=7&uuid=0b0f4a52-5d7e-4f57-9a77-6d8f3c1b2a10', queryClient: withService() });
    expect(screen.queryByTestId('cabinet-password-form')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('새 캐비닛 비밀번호')).toBeInTheDocument();
    expect(screen.queryByTestId('cabinet-password-form')).not.toBeInTheDocument();
    expect(sent()).toEqual([{ path: '/api/cabinet/check', body: { userId: 7, uuid: '0b0f4a52-5d7e-4f57-9a77-6d8f3c1b2a10' } }]);
  });
});

describe('SignUpPage and the terms', () => {
  it('leads a visitor to sign in and a signing-up member to the consents (ko, en)', async () => {
    useSessionStore.getState().setSession(null);
    const { unmount } = renderPage(pages, { route: '/user/signUp' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('회원가입');
    expect(screen.getByRole('link', { name: '로그인하고 가입하기' })).toHaveAttribute('href', '/user/login');
    unmount();
    useSessionStore.getState().setSession(SIGNING_UP, 'token');
    renderPage(pages, { route: '/user/signUp' });
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Start signing up' })).toHaveAttribute('href', '/user/policyAgree');
  });

  const legalText = () => within(screen.getByTestId('legal-document'));

  it('shows the terms read from the api, with a close button only when opened as a popup (ko, en)', async () => {
    const { unmount } = renderPage(pages, { route: '/user/policy' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('이용약관');
    await screen.findByTestId('legal-document');
    expect(
      legalText()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['terms 제1조', 'terms 제2조']);
    expect(legalText().getByText('terms 첫 문단')).toBeInTheDocument();
    expect(legalText().getByText('버전 3.1 · 시행일: 2024-03-01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '닫기' })).not.toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(
      legalText()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['terms article 1', 'terms article 2']);
    expect(legalText().getByText('Version 3.1, effective from Mar 1, 2024')).toBeInTheDocument();
    unmount();

    Object.defineProperty(window, 'opener', { value: window, configurable: true, writable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    renderPage(pages, { route: '/user/policy' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of service');
    expect(await screen.findByText('About the terms')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
    close.mockRestore();
  });

  it('shows the privacy policy from the same read', async () => {
    renderPage(pages, { route: '/user/privacy' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('개인정보 처리방침');
    await screen.findByTestId('legal-document');
    expect(legalText().getByText('privacy 안내')).toBeInTheDocument();
    expect(legalText().getByText('버전 2.0 · 시행일: 2024-03-01')).toBeInTheDocument();
    expect(screen.queryByText('terms 안내')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the text loads', async () => {
    server.nextTerms = 'held';
    renderPage(pages, { route: '/user/privacy' });
    expect(screen.getByRole('status', { name: '내용을 불러오는 중' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('legal-document')).not.toBeInTheDocument();
    await waitFor(() => expect(server.held).toHaveLength(1));
    expect(screen.getByRole('status', { name: '내용을 불러오는 중' })).toHaveAttribute('aria-busy', 'true');
    act(release);
    await screen.findByTestId('legal-document');
    expect(legalText().getByText('privacy 안내')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '내용을 불러오는 중' })).not.toBeInTheDocument();
  });

  it.each([
    ['ko', '내용을 불러오지 못했습니다', '다시 시도'],
    ['en', 'Could not load the text', 'Retry'],
  ] as const)('says the text could not be loaded (%s) and loads it again on retry', async (language, title, retry) => {
    await initTestI18n(language);
    const message = language === 'ko' ? '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' : 'A temporary error occurred. Please try again later.';
    server.nextTerms = 'refused';
    renderPage(pages, { route: '/user/policy' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain(message);
    expect(screen.queryByTestId('legal-document')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: retry }));
    await screen.findByTestId('legal-document');
    expect(legalText().getByText(language === 'ko' ? 'terms 안내' : 'About the terms')).toBeInTheDocument();
    expect(testApi.requests('get', API.authTerms)).toHaveLength(2);
  });
});

describe('LoginErrorPage', () => {
  it.each([
    ['AccountDeactivated', '삭제/탈퇴된 계정입니다.', 'This account has been deleted / deactivated.'],
    ['AccessDenied', '로그인이 취소되었거나 허용되지 않았습니다. 다시 시도해 주세요.', 'The sign-in was cancelled or not allowed. Please try again.'],
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
    ...['MISSING_NEXTAUTH_API_ROUTE_ERROR', 'NO_SECRET', 'EMAIL_REQUIRES_ADAPTER_ERROR', 'MISSING_ADAPTER_METHODS_ERROR', 'Configuration'].map((name) => [
      name,
      'KEYS의 로그인 설정에 문제가 있어 지금은 로그인할 수 없습니다. 잠시 후 다시 시도해 주시고, 계속되면 고객센터로 알려 주세요.',
      'Signing in is not possible right now because of a problem with our sign-in setup. Please try again later, and tell Support if it continues.',
    ]),
    ...['CALLBACK_CREDENTIALS_HANDLER_ERROR', 'CALLBACK_CREDENTIALS_JWT_ERROR'].map((name) => [
      name,
      '이 로그인 방법으로 계정을 확인하지 못했습니다. 다시 시도하거나 다른 방법으로 로그인해 주세요.',
      'We could not confirm your account with this sign-in method. Please try again or use another method.',
    ]),
    [
      'INVALID_CALLBACK_URL_ERROR',
      '로그인 후 돌아갈 주소가 올바르지 않습니다. KEYS에서 다시 로그인을 시작해 주세요.',
      'The page to return to after signing in is not valid. Please start signing in again from KEYS.',
    ],
    [
      'OAuthAccountNotLinked',
      '이 이메일은 다른 로그인 방법으로 가입되어 있습니다. 처음 가입한 방법으로 로그인해 주세요.',
      'This e-mail is already used with another sign-in method. Please sign in the way you first signed up.',
    ],
    ['UnknownError', '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.', 'Could not sign you in. Please try again later.'],
    ['toString', '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.', 'Could not sign you in. Please try again later.'],
    ['', '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.', 'Could not sign you in. Please try again later.'],
  ])('shows the message for error=%s with a way back to sign-in', async (error, ko, en) => {
    renderPage(<LoginErrorPage />, { route: `/callback/login-error?error=${error}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('로그인 오류');
    expect(screen.getByRole('alert').textContent).toBe(ko);
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/user/login');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe(en);
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/user/login');
  });
});
