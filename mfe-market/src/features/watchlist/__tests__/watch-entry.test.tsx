import { act, fireEvent, screen } from '@testing-library/react';
import { useSessionStore } from 'shared-session';
import { setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { WatchEntry } from '../components/watch-entry';
import { watchlistApi } from '../testing/fake-watchlist-api';

const testApi = setupContractApi();

const visitor = () => useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });

beforeEach(() => {
  watchlistApi.reset();
  testApi.reset(...watchlistApi.routes());
});

const location = () => screen.getByTestId('location').textContent;
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

test.each([
  [
    'ko',
    '관심 목록',
    'Spring 관심 등록',
    '관심 등록',
    '로그인하고 관심 등록하면 알림 가격 이하로 판매 등록될 때 알려 드립니다. 로그인 후 이 페이지로 돌아옵니다.',
  ],
  ['en', 'Watchlist', 'Watch Spring', 'Watch', 'Sign in to watch and get an alert when it is listed at or under your price; you will come back to this page.'],
] as const)('in %s a visitor sees Watch on /key/details; it goes to sign-in and back to the same page', async (language, title, name, visible, note) => {
  await initTestI18n(language);
  visitor();
  renderPage(<WatchEntry scope={{ keyDesignId: 11 }} name="Spring" />, { route: '/key/details?id=11', queryClient: createTestQueryClient() });
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
  const watch = screen.getByRole('button', { name });
  expect([watch.textContent, watch.hasAttribute('disabled'), description(watch)]).toEqual([visible, false, note]);
  fireEvent.click(watch);
  expect(location()).toBe('/user/login?error=SessionRequired&callbackUrl=%2Fkey%2Fdetails%3Fid%3D11');
  // A visitor's panel asks the api nothing (the watchlist is a member's).
  expect(testApi.calls).toEqual([]);
});

test('on /project the way back keeps the project', async () => {
  await initTestI18n('en');
  visitor();
  renderPage(<WatchEntry scope={{ projectId: 7 }} name="Knights" />, { route: '/project?id=7', queryClient: createTestQueryClient() });
  fireEvent.click(screen.getByRole('button', { name: 'Watch Knights' }));
  expect(location()).toBe('/user/login?error=SessionRequired&callbackUrl=%2Fproject%3Fid%3D7');
});

test('while the session loads, Watch holds its place but does nothing; a member then gets the control', async () => {
  await initTestI18n('en');
  useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
  renderPage(<WatchEntry scope={{ keyDesignId: 11 }} name="Spring" />, { route: '/key/details?id=11', queryClient: createTestQueryClient() });
  const waiting = screen.getByRole('button', { name: 'Watch Spring' });
  expect(waiting).toBeDisabled();
  // The visitor's note is there already, so the panel keeps its height when the session answers.
  expect(waiting).toHaveAttribute('aria-describedby', 'watch-sign-in-note');
  expect(screen.getByText(/^Sign in to watch/).id).toBe('watch-sign-in-note');

  act(() =>
    useSessionStore.setState({
      status: 'authenticated',
      accessToken: 'token',
      user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
    }),
  );
  // The member's control: Watch opens the alert-price form here instead of leaving the page.
  fireEvent.click(await screen.findByTestId('watch-open'));
  expect(screen.getByTestId('watch-form')).toBeInTheDocument();
  expect(location()).toBe('/key/details?id=11');
});
