import type { RemoteLoader } from '../remote-loader';
import { preloadCurrentPage, remoteEntryFor } from '../preload-current-page';

const recordingLoader = () => {
  const calls: unknown[][] = [];
  const loader: RemoteLoader = {
    load: async () => ({ routes: [] }),
    loadConsole: async () => ({ sections: [] }),
    loadPage: async () => ({ default: () => null }),
    preload: (...args) => void calls.push(args),
    reset: async () => {},
  };
  return { loader, calls };
};

test('matches a location to its route table entry like the router does', () => {
  expect(remoteEntryFor('/key/details')).toMatchObject({ owner: 'market', path: '/key/details' });
  expect(remoteEntryFor('/Key/Details/')).toMatchObject({ owner: 'market', path: '/key/details' });
  expect(remoteEntryFor('/community/free/12')).toMatchObject({ owner: 'community', path: '/community/*' });
  expect(remoteEntryFor('/404')).toBeNull();
  expect(remoteEntryFor('/nowhere')).toBeNull();
});

test('preloads the page the shell is about to render, with its search string', () => {
  const { loader, calls } = recordingLoader();
  preloadCurrentPage(loader, { pathname: '/key/details', search: '?id=1' });
  preloadCurrentPage(loader, { pathname: '/', search: '' });
  preloadCurrentPage(loader, { pathname: '/prepare', search: '' });
  expect(calls).toEqual([
    ['market', '/key/details', { pathname: '/key/details', search: '?id=1' }],
    ['market', '/main', { pathname: '/main', search: '' }],
  ]);
});
