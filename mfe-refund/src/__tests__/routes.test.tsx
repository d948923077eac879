import React from 'react';
import i18next from 'i18next';
import { act, screen } from '@testing-library/react';
import { useSessionStore } from 'shared-session';
import type { RemoteRoute } from 'shared-ui';
import { initTestI18n, renderPage } from '../testing/render';

const OWNED_PATHS = ['/refund', '/support', '/refund/console'];

let routes: RemoteRoute[];
beforeAll(async () => {
  await initTestI18n('ko');
  ({ routes } = await import('../routes'));
});

const load = async (path: string) => (await (routes.find((route) => route.path === path) as RemoteRoute).load()).default;

describe('refund routes', () => {
  it('registers exactly the paths this remote owns', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...OWNED_PATHS].sort());
  });

  it('reports its own react, i18n and session store', () => {
    const report = (window as unknown as { __KEYS_RUNTIME__: Record<string, Record<string, unknown>> }).__KEYS_RUNTIME__.refund;
    expect(report?.react).toBe(React);
    expect(report?.i18n).toBe(i18next);
    expect(report?.sessionStore).toBe(useSessionStore);
  });

  it('shows honest "not available yet" pages for the refund flow and console', async () => {
    const Refund = await load('/refund');
    const { unmount } = renderPage(<Refund />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('환불 신청');
    expect(screen.getByTestId('not-available-yet').textContent).toContain('준비 중');
    unmount();
    const Console = await load('/refund/console');
    renderPage(<Console />);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Refund console');
  });
});
