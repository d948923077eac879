import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { likeRequestSchema, likeStatusSchema, SHOP_API } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { likeStatusQueryKey } from '../api/like';
import { LikeButton } from '../components/like-button';

const testApi = setupContractApi();

/** An in-memory like endpoint that keeps one like per member, like the api; each answer waits for `settle`. */
const server = { likes: new Set<string>(), fail: false, resolve: [] as Array<() => void> };

const likeRoute = contractHandler({
  method: 'post',
  path: SHOP_API.like,
  request: likeRequestSchema,
  response: likeStatusSchema,
  reply: async ({ body }) => {
    const input = likeRequestSchema.parse(body);
    await new Promise<void>((resolve) => server.resolve.push(resolve));
    if (server.fail) throw refusal('TEMPORARY_ERROR');
    if (input.liked) server.likes.add('me');
    else server.likes.delete('me');
    return { targetType: input.targetType, targetId: input.targetId, count: 4 + server.likes.size, liked: input.liked };
  },
});

const target = { targetType: 'KEY', targetId: 11 } as const;

const renderButton = () => {
  const queryClient = createTestQueryClient();
  // The status comes from the cache (no network in unit tests).
  queryClient.setQueryDefaults(['like'], { staleTime: Infinity, retry: false });
  queryClient.setQueryData(likeStatusQueryKey(target, 1), { ...target, count: 4, liked: false });
  queryClient.setQueryData(likeStatusQueryKey(target, null), { ...target, count: 4, liked: false });
  return renderPage(
    <Routes>
      <Route path="/key/details" element={<LikeButton target={target} />} />
      <Route path="/user/login" element={<p>login</p>} />
    </Routes>,
    { route: '/key/details?id=11', queryClient },
  );
};

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
};

const settle = async () => {
  await waitFor(() => expect(server.resolve.length).toBeGreaterThan(0));
  await act(async () => {
    for (const resolve of server.resolve.splice(0)) resolve();
    await Promise.resolve();
  });
};

describe('LikeButton', () => {
  beforeEach(async () => {
    server.likes = new Set();
    server.fail = false;
    server.resolve = [];
    testApi.reset(likeRoute);
    await initTestI18n('ko');
  });

  it('a member toggles the heart: pressed and counted at once, then the server answer', async () => {
    useSessionStore.setState({
      status: 'authenticated',
      accessToken: 'token',
      user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
    });
    renderButton();
    const button = screen.getByRole('button', { name: '좋아요 4' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await click(button);
    // Still waiting for the server: the heart is already pressed and counted.
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button.textContent).toBe('좋아요 5');
    await waitFor(() => expect(server.resolve).toHaveLength(1));
    await settle();
    expect(button.textContent).toBe('좋아요 5');
    await click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await settle();
    expect(button.textContent).toBe('좋아요 4');
  });

  it('rolls back and says so when the like is not saved', async () => {
    useSessionStore.setState({
      status: 'authenticated',
      accessToken: 'token',
      user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
    });
    server.fail = true;
    renderButton();
    const button = screen.getByRole('button', { name: '좋아요 4' });
    await click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await settle();
    const alert = await screen.findByRole('alert');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(alert.textContent).toBe('좋아요를 저장하지 못했습니다. 다시 시도해 주세요.');
  });

  it('sends a visitor to sign in with the way back', () => {
    useSessionStore.setState({ status: 'unauthenticated', user: null, accessToken: null });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '좋아요 4' }));
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location.startsWith('/user/login?')).toBe(true);
    const params = new URLSearchParams(location.split('?')[1]);
    expect(params.get('error')).toBe('SessionRequired');
    expect(params.get('callbackUrl')).toBe('/key/details?id=11');
  });
});
