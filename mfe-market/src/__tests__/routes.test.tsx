import React from 'react';
import i18next from 'i18next';
import { useSessionStore } from 'shared-session';
import type { RemoteRoute } from 'shared-ui';
import { initTestI18n } from '../testing/render';

const OWNED_PATHS = [
  '/main', '/about', '/search', '/project', '/key/details', '/key/all', '/collection', '/collection/webtoon',
  '/collection/theme', '/shop', '/promotion', '/cart', '/reveal', '/reveal/total', '/market/payment', '/ticket',
  '/ticket/project', '/callback/payment-success', '/callback/payment-error', '/callback/coin-success',
  '/callback/coin-error',
];

let routes: RemoteRoute[];
beforeAll(async () => {
  await initTestI18n('ko');
  ({ routes } = await import('../routes'));
});

describe('market routes', () => {
  it('registers exactly the paths this remote owns', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...OWNED_PATHS].sort());
  });

  it('loads a page component for every route', async () => {
    for (const route of routes) {
      const module = await route.load();
      expect(typeof module.default).toBe('function');
    }
  });

  it('registers its namespace and reports its own react, i18n and session store', () => {
    expect(i18next.hasResourceBundle('ko', 'market')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'market')).toBe(true);
    const report = (window as unknown as { __KEYS_RUNTIME__: Record<string, Record<string, unknown>> }).__KEYS_RUNTIME__.market;
    expect(report?.react).toBe(React);
    expect(report?.i18n).toBe(i18next);
    expect(report?.sessionStore).toBe(useSessionStore);
  });
});
