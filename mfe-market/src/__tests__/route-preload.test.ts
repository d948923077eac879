import { queryClient } from 'shared-session';
import type { RemoteRoute } from 'shared-ui';
import { keyDetailsQueryKey } from '../features/key/api/get-key-details';
import { mainPageQueryKey } from '../features/main/api/get-main-page';
import { projectQueryKey } from '../features/project/api/get-project';
import { initTestI18n } from '../testing/render';
import { keyDetailFixture, mainPageFixture, projectDetailFixture } from '../testing/fixtures';

let routes: RemoteRoute[];
beforeAll(async () => {
  await initTestI18n('ko');
  ({ routes } = await import('../routes'));
});

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
});

const preload = (pathname: string, search = '') => {
  const route = routes.find((entry) => entry.path === pathname);
  if (!route?.preload) throw new Error(`${pathname} has no preload`);
  route.preload({ pathname, search });
};

/** The image URLs the preloads asked the browser for. */
const requestedImages = () => {
  const sources: string[] = [];
  jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => void sources.push(value));
  return sources;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('/main asks for the page query the main page reads, then its first banner', async () => {
  const images = requestedImages();
  const data = mainPageFixture();
  queryClient.setQueryData(mainPageQueryKey, data);
  const fetchQuery = jest.spyOn(queryClient, 'fetchQuery');
  preload('/main');
  await settle();
  expect(fetchQuery).toHaveBeenCalledWith(expect.objectContaining({ queryKey: mainPageQueryKey }));
  expect(images).toEqual([data.banners[0]?.imageUrl]);
});

test('/key/details and /project use the id of the search string and ask for the art', async () => {
  const images = requestedImages();
  queryClient.setQueryData(keyDetailsQueryKey(11), keyDetailFixture(11));
  queryClient.setQueryData(projectQueryKey(3), projectDetailFixture(3));
  const fetchQuery = jest.spyOn(queryClient, 'fetchQuery');
  preload('/key/details', '?id=11&tab=activity');
  preload('/project', '?id=3');
  await settle();
  expect(fetchQuery.mock.calls.map(([options]) => options.queryKey)).toEqual([keyDetailsQueryKey(11), projectQueryKey(3)]);
  expect(images).toEqual([keyDetailFixture(11).imageUrl, projectDetailFixture(3).imageUrl]);
});

test('a missing or invalid id preloads nothing (the page shows its not-found state)', async () => {
  const fetchQuery = jest.spyOn(queryClient, 'fetchQuery');
  preload('/key/details', '');
  preload('/key/details', '?id=abc');
  preload('/project', '?id=-1');
  await settle();
  expect(fetchQuery).not.toHaveBeenCalled();
});
