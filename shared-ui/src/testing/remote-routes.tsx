import React from 'react';
import i18next from 'i18next';
import { act, screen } from '@testing-library/react';
import type { Language } from 'shared-contract';
import type { RemoteRoute, RemoteRoutesModule } from '../remote';
import { renderPage } from './render-page';

export type RemoteRoutesSpec = {
  /** The remote's name: its i18n namespace and its key in `window.__KEYS_RUNTIME__`. */
  remote: string;
  ownedPaths: string[];
  initI18n: (language: Language) => Promise<unknown>;
  loadRoutes: () => Promise<RemoteRoutesModule>;
  /** The remote's session store, which it must report as its own. */
  sessionStore: unknown;
  /** Routes that render an honest "not available yet" page; `sample` is checked in ko and en. */
  notAvailableYet?: {
    except?: string[];
    sample: { path: string; ko: string; en: string };
  };
};

/**
 * The checks every remote's `./routes` module passes: exactly the owned paths, a page component
 * behind every route, its namespace and its runtime report, and (when given) the placeholder pages.
 * Returns `load(path)` for the remote's own page checks.
 */
export function describeRemoteRoutes(spec: RemoteRoutesSpec) {
  let routes: RemoteRoute[] = [];
  beforeAll(async () => {
    await spec.initI18n('ko');
    ({ routes } = await spec.loadRoutes());
  });

  const find = (path: string) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no route ${path}`);
    return route;
  };

  describe(`${spec.remote} routes`, () => {
    it('registers exactly the paths this remote owns', () => {
      expect(routes.map((route) => route.path).sort()).toEqual([...spec.ownedPaths].sort());
    });

    it('loads a page component for every route', async () => {
      for (const route of routes) {
        const module = await route.load();
        expect(typeof module.default).toBe('function');
      }
    });

    it('registers its namespace and reports its own react, i18n and session store', () => {
      expect(i18next.hasResourceBundle('ko', spec.remote)).toBe(true);
      expect(i18next.hasResourceBundle('en', spec.remote)).toBe(true);
      const runtime = (window as unknown as { __KEYS_RUNTIME__: Record<string, Record<string, unknown>> }).__KEYS_RUNTIME__;
      const report = runtime[spec.remote];
      expect(report?.react).toBe(React);
      expect(report?.i18n).toBe(i18next);
      expect(report?.sessionStore).toBe(spec.sessionStore);
    });

    const placeholder = spec.notAvailableYet;
    if (placeholder) {
      it('shows an honest "not available yet" page for every route not built yet, in ko and en', async () => {
        const pending = routes.filter((route) => !(placeholder.except ?? []).includes(route.path));
        expect(pending.length).toBeGreaterThan(0);
        for (const route of pending) {
          const { default: Page } = await route.load();
          const { unmount } = renderPage(<Page />, { route: route.path });
          expect(screen.getByTestId('not-available-yet').textContent).toContain('준비 중');
          expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/main');
          unmount();
        }
        const { default: Page } = await find(placeholder.sample.path).load();
        renderPage(<Page />);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(placeholder.sample.ko);
        await act(() => i18next.changeLanguage('en'));
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(placeholder.sample.en);
        expect(screen.getByTestId('not-available-yet').textContent).toContain('being prepared');
      });
    }
  });

  return { load: async (path: string) => (await find(path).load()).default };
}
