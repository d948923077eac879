import { act, fireEvent, screen, within } from '@testing-library/react';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { DEMO_MEMBER, renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';
import { useSuspendedAlert } from '../suspended-alert-store';
import { OUTSIDE_SESSION_CHECKS, sessionRedirect } from '../utils/session-rules';

const SIGNING_UP = { ...DEMO_MEMBER, status: 0, signUpRequired: true };
const SUSPENDED = { ...DEMO_MEMBER, status: 6 };

const loader = () =>
  inMemoryLoader({
    market: { routes: [page('/main'), page('/cart'), page('/about'), page('/search')] },
    cabinet: { routes: [page('/cabinet')] },
    account: {
      routes: [
        page('/user/policyAgree'),
        page('/user/policy'),
        page('/user/privacy'),
        page('/user/login'),
        page('/user/signUp'),
        page('/callback/login-success'),
        page('/callback/logout-success'),
        page('/my'),
        page('/my/coins'),
      ],
    },
    refund: { routes: [page('/support')] },
  });

const here = (location: { current: { pathname: string; search: string } | null }) => `${location.current?.pathname}${location.current?.search}`;

beforeEach(() => {
  setViewportWidth(1280);
  useSuspendedAlert.setState({ open: false, shownAt: null });
});
afterEach(() => jest.restoreAllMocks());

describe('a member who still has to sign up', () => {
  test('is sent (replace) to /user/policyAgree from an ordinary page, which never shows', async () => {
    const { location } = await renderApp({ path: '/cart', loader: loader(), session: SIGNING_UP });
    expect(await screen.findByRole('heading', { name: 'page /user/policyAgree' })).toBeInTheDocument();
    expect(here(location)).toBe('/user/policyAgree');
    expect(screen.queryByRole('heading', { name: 'page /cart' })).not.toBeInTheDocument();
  });

  test('also from /main and from a members-only page', async () => {
    for (const path of ['/main', '/my/coins', '/']) {
      const { location, unmount } = await renderApp({ path, loader: loader(), session: SIGNING_UP });
      expect(await screen.findByRole('heading', { name: 'page /user/policyAgree' })).toBeInTheDocument();
      expect(here(location)).toBe('/user/policyAgree');
      unmount();
    }
  });

  test('keeps the sign-up, policy, privacy, login and callback pages', async () => {
    for (const path of ['/user/signUp', '/user/policy', '/user/privacy', '/user/login', '/callback/login-success', '/callback/logout-success']) {
      const { location, unmount } = await renderApp({ path, loader: loader(), session: SIGNING_UP });
      expect(await screen.findByRole('heading', { name: `page ${path}` })).toBeInTheDocument();
      expect(here(location)).toBe(path);
      unmount();
    }
  });

  test('the rule covers exactly the pages of the brief', () => {
    for (const path of [
      ...OUTSIDE_SESSION_CHECKS,
      '/user/policy',
      '/user/privacy',
      '/user/login',
      '/callback/login-success',
      '/user/signupSuccess',
      '/USER/POLICYAGREE',
      '/user/policy/',
    ]) {
      expect([path, sessionRedirect(path, SIGNING_UP)]).toEqual([path, null]);
    }
    for (const path of ['/main', '/support', '/my', '/callback/payment-success', '/user/findIds', '/community/1']) {
      expect([path, sessionRedirect(path, SIGNING_UP)]).toEqual([path, { to: '/user/policyAgree', reason: 'sign-up' }]);
    }
  });
});

describe('a suspended member (status 6)', () => {
  test('on another page sees the ACCOUNT_SUSPENDED alert (ko) and lands on /main; the page never shows', async () => {
    const { location } = await renderApp({ path: '/cart', loader: loader(), session: SUSPENDED });
    expect(await screen.findByRole('heading', { name: 'page /main' })).toBeInTheDocument();
    expect(here(location)).toBe('/main');
    expect(screen.queryByRole('heading', { name: 'page /cart' })).not.toBeInTheDocument();
    const alert = screen.getByRole('alertdialog', { name: '이용이 제한된 계정' });
    expect(within(alert).getByText('이용약관 위반으로 이용이 정지된 계정입니다. 고객센터로 문의해 주세요.')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('the alert is in English for an English page', async () => {
    await renderApp({ path: '/about', loader: loader(), session: SUSPENDED, language: 'en' });
    const alert = await screen.findByRole('alertdialog', { name: 'Account restricted' });
    expect(alert.textContent).toContain('This account has been suspended due to a violation of the terms of service. Please contact customer support.');
    expect(within(alert).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  test('a second trigger within 2 s shows no second alert; after 2 s it shows again', async () => {
    let now = Date.parse('2024-01-15T03:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { location } = await renderApp({ path: '/cart', loader: loader(), session: SUSPENDED });
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));

    now += 1_500;
    fireEvent.click(screen.getByRole('link', { name: '캐비닛' }));
    expect(await screen.findByRole('heading', { name: 'page /main' })).toBeInTheDocument();
    expect(here(location)).toBe('/main');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    now += 600;
    fireEvent.click(screen.getByRole('link', { name: '캐비닛' }));
    expect(await screen.findByRole('alertdialog', { name: '이용이 제한된 계정' })).toBeInTheDocument();
    expect(here(location)).toBe('/main');
  });

  test('main, support, my and its pages, login-success, callbacks, policy and privacy still open, without an alert', async () => {
    for (const path of ['/main', '/support', '/my', '/my/coins', '/callback/login-success', '/callback/logout-success', '/user/policy', '/user/privacy']) {
      const { location, unmount } = await renderApp({ path, loader: loader(), session: SUSPENDED });
      expect(await screen.findByRole('heading', { name: `page ${path}` })).toBeInTheDocument();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(here(location)).toBe(path);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      unmount();
    }
  });

  test('the allowed sections are matched as sections, not as name prefixes', () => {
    expect(sessionRedirect('/youth/guide', SUSPENDED)).toBeNull();
    expect(sessionRedirect('/callback/coin-error', SUSPENDED)).toBeNull();
    expect(sessionRedirect('/mystery', SUSPENDED)).toEqual({ to: '/main', reason: 'suspended' });
    expect(sessionRedirect('/supporters', SUSPENDED)).toEqual({ to: '/main', reason: 'suspended' });
    expect(sessionRedirect('/user/login', SUSPENDED)).toEqual({ to: '/main', reason: 'suspended' });
  });
});

test('an active member and a visitor are never moved', async () => {
  for (const session of [DEMO_MEMBER, 'unauthenticated' as const]) {
    const { location, unmount } = await renderApp({ path: '/about', loader: loader(), session });
    expect(await screen.findByRole('heading', { name: 'page /about' })).toBeInTheDocument();
    expect(here(location)).toBe('/about');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();
  }
});
