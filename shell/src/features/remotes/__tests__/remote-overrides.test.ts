import { applyRemoteOverrides } from '../remote-overrides';
import { REMOTE_OVERRIDES_KEY } from '../remote-registry';

const registry = {
  market: { entry: 'https://keys.example/deploy/market/2.0.0/mf-manifest.json', version: '2.0.0' },
  cabinet: { entry: 'https://keys.example/remotes/cabinet/mf-manifest.json', version: '0.1.0' },
};
const devMarket = 'http://localhost:3001/mf-manifest.json';

beforeEach(() => sessionStorage.clear());

test('outside production ?remote.<name>= points that remote at a dev server, and the tab keeps it on later pages', () => {
  const first = applyRemoteOverrides(registry, true, `?remote.market=${encodeURIComponent(devMarket)}`, sessionStorage);
  expect(first.market).toEqual({ entry: devMarket, version: 'dev-override' });
  expect(first.cabinet).toEqual(registry.cabinet);
  // The next page of the tab has no parameter and still uses the dev server.
  expect(applyRemoteOverrides(registry, true, '', sessionStorage).market?.entry).toBe(devMarket);
  // An empty value forgets it.
  expect(applyRemoteOverrides(registry, true, '?remote.market=', sessionStorage).market).toEqual(registry.market);
  expect(sessionStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
});

test('in production nothing is overridden and what a tab kept is dropped', () => {
  sessionStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify({ market: devMarket }));
  expect(applyRemoteOverrides(registry, false, `?remote.market=${encodeURIComponent(devMarket)}`, sessionStorage)).toEqual(registry);
  expect(sessionStorage.getItem(REMOTE_OVERRIDES_KEY)).toBeNull();
});

test('unknown remotes, non-http URLs and a damaged stored value change nothing', () => {
  expect(applyRemoteOverrides(registry, true, '?remote.nope=http://localhost:1/m.json&remote.market=javascript:alert(1)', sessionStorage)).toEqual(registry);
  sessionStorage.setItem(REMOTE_OVERRIDES_KEY, '{not json');
  expect(applyRemoteOverrides(registry, true, '', sessionStorage)).toEqual(registry);
});
