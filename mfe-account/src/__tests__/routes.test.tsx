import React from 'react';
import i18next from 'i18next';
import { act, screen } from '@testing-library/react';
import { useSessionStore } from 'shared-session';
import type { RemoteRoute } from 'shared-ui';
import { initTestI18n, renderPage } from '../testing/render';

const OWNED_PATHS = [
  '/user/login',
  '/user/signUp',
  '/user/policyAgree',
  '/user/policy',
  '/user/privacy',
  '/user/cabinetPassword',
  '/user/signupSuccess',
  '/user/findIds',
  '/callback/login-success',
  '/callback/login-error',
  '/callback/logout-success',
  '/my',
  '/my/coins',
  '/my/coupons',
  '/my/notifications',
  '/my/settings',
  '/deactivateaccount',
  '/event/pre-reservation',
  '/event/monthly',
];

const BUILT = ['/user/login', '/callback/login-success', '/callback/logout-success'];

let routes: RemoteRoute[];
beforeAll(async () => {
  await initTestI18n('ko');
  ({ routes } = await import('../routes'));
});

describe('account routes', () => {
  it('registers exactly the paths this remote owns', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...OWNED_PATHS].sort());
  });

  it('reports its own react, i18n and session store', () => {
    const report = (window as unknown as { __KEYS_RUNTIME__: Record<string, Record<string, unknown>> }).__KEYS_RUNTIME__['account'];
    expect(report?.react).toBe(React);
    expect(report?.i18n).toBe(i18next);
    expect(report?.sessionStore).toBe(useSessionStore);
  });

  it('shows an honest "not available yet" page for every route not built yet, in ko and en', async () => {
    for (const route of routes.filter((candidate) => !BUILT.includes(candidate.path))) {
      const { default: Page } = await route.load();
      const { unmount } = renderPage(<Page />, { route: route.path });
      expect(screen.getByTestId('not-available-yet').textContent).toContain('준비 중');
      expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/main');
      unmount();
    }
    const first = routes.find((route) => route.path === '/user/signUp');
    const { default: Page } = await (first as RemoteRoute).load();
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('회원가입');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign up');
    expect(screen.getByTestId('not-available-yet').textContent).toContain('being prepared');
  });
});
