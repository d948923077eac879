import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  openGraphSchema,
  pendingRevealSchema,
  PURCHASE_API,
  revealedItemSchema,
  revealTotalSchema,
  SHARING_API,
  type DrawnKey,
  type RevealTotal,
} from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import RevealPage from '../../../pages/reveal-page';
import RevealTotalPage from '../../../pages/reveal-total-page';

// jsdom has no canvas, which the lottie engine of the reveal burst touches when it loads.
jest.mock('shared-ui/src/reveal-burst/reveal-burst-player', () => ({ __esModule: true, default: () => null }));
const testApi = setupContractApi();

const drawnKey = (id: number): DrawnKey => ({
  id,
  projectId: 3,
  projectTitle: { ko: '프로젝트', en: 'Project' },
  name: { ko: `키 ${id}`, en: `Key ${id}` },
  rarity: 'rare',
  imageUrl: `/api/art/key/${id}.svg`,
});

/** An in-memory purchase 41 of three KEYs, revealed by the handlers below. */
const server = { revealed: [] as number[], failAll: false };
const ITEMS = [1, 2, 3];
const totalOf = (): RevealTotal => ({
  purchaseId: 41,
  projectId: 3,
  projectTitle: { ko: '프로젝트', en: 'Project' },
  quantity: 3,
  unitPriceGold: 100,
  totalGold: 300,
  payMethod: 'GOLD',
  createdAt: '2026-01-01T00:00:00.000Z',
  items: ITEMS.map((id) =>
    server.revealed.includes(id)
      ? { purchaseItemId: id, revealed: true, keyItemId: 100 + id, serialNo: id, key: drawnKey(10 + id) }
      : { purchaseItemId: id, revealed: false, keyItemId: null, serialNo: null, key: null },
  ),
});

const handlers = () => [
  contractHandler({
    method: 'get',
    path: PURCHASE_API.revealPending,
    response: pendingRevealSchema,
    reply: () => ({
      items: ITEMS.filter((id) => !server.revealed.includes(id)).map((id) => ({
        purchaseItemId: id,
        purchaseId: 41,
        projectId: 3,
        projectTitle: { ko: '프로젝트', en: 'Project' },
        createdAt: '2026-01-01T00:00:00.000Z',
      })),
    }),
  }),
  contractHandler({
    method: 'post',
    path: PURCHASE_API.reveal(':purchaseItemId'),
    response: revealedItemSchema,
    reply: ({ params }) => {
      const id = Number(params.purchaseItemId);
      server.revealed.push(id);
      return { purchaseItemId: id, purchaseId: 41, keyItemId: 100 + id, serialNo: id, revealedAt: '2026-01-01T00:00:00.000Z', key: drawnKey(10 + id) };
    },
  }),
  contractHandler({
    method: 'post',
    path: PURCHASE_API.revealAll(41),
    response: revealTotalSchema,
    reply: () => {
      if (server.failAll) throw refusal('PURCHASE_CANCELLED');
      for (const id of ITEMS) if (!server.revealed.includes(id)) server.revealed.push(id);
      return totalOf();
    },
  }),
  contractHandler({ method: 'get', path: PURCHASE_API.revealTotal, response: revealTotalSchema, reply: totalOf }),
  contractHandler({
    method: 'get',
    path: SHARING_API.reveal,
    response: openGraphSchema,
    reply: ({ query }) => {
      const designId = 10 + Number(query.purchaseItemId);
      return {
        title: `Key ${designId} · Project`,
        description: 'About',
        image: `https://keys.example/api/art/key/${designId}.png`,
        url: `https://keys.example/key?id=${designId}`,
        siteName: 'KEYS',
        keyId: designId,
      };
    },
  }),
];

const writeText = jest.fn(async (_text: string) => undefined);

beforeEach(() => {
  server.revealed = [];
  server.failAll = false;
  testApi.reset(...handlers());
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

test.each([
  ['ko', '남은 3개 모두 공개'],
  ['en', 'Reveal all 3 left'],
] as const)('/reveal in %s: one button reveals every hidden KEY of the purchase and shows them all on the total', async (language, revealAllName) => {
  await initTestI18n(language);
  renderPage(<RevealPage />, { route: '/reveal?purchaseId=41', queryClient: createTestQueryClient() });
  const button = await screen.findByRole('button', { name: revealAllName });
  expect(button).toHaveAttribute('aria-describedby', 'reveal-all-hint');
  fireEvent.click(button);
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reveal/total?purchaseId=41'));
  expect(testApi.calls.filter((call) => call.method === 'post').map((call) => call.path)).toEqual(['/api/reveal/purchase/41/all']);
  expect(server.revealed).toEqual([1, 2, 3]);
});

test('/reveal: while reveal all runs both buttons are disabled; a refusal is shown and nothing moves on', async () => {
  await initTestI18n('en');
  server.failAll = true;
  renderPage(<RevealPage />, { route: '/reveal?purchaseId=41', queryClient: createTestQueryClient() });
  fireEvent.click(await screen.findByRole('button', { name: 'Reveal all 3 left' }));
  expect(screen.getByTestId('reveal-all-button')).toBeDisabled();
  expect(screen.getByTestId('reveal-button')).toBeDisabled();
  expect((await screen.findByRole('alert')).textContent).toBe('This purchase was cancelled. Its KEYs can no longer be revealed.');
  expect(screen.getByTestId('location').textContent).toBe('/reveal?purchaseId=41');
  expect(screen.getByTestId('reveal-all-button')).toBeEnabled();
});

test('/reveal: after one KEY is revealed, Share copies its share page (no share sheet here) and says so; reveal all offers the two left', async () => {
  await initTestI18n('en');
  renderPage(<RevealPage />, { route: '/reveal?purchaseId=41', queryClient: createTestQueryClient() });
  fireEvent.click(await screen.findByTestId('reveal-button'));
  const share = await screen.findByTestId('reveal-share');
  expect(share).toHaveAttribute('aria-label', 'Share Key 11');
  fireEvent.click(share);
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://keys.example/key?id=11'));
  expect((await screen.findByTestId('reveal-share-outcome')).textContent).toBe('Link copied');
  expect(screen.getByRole('button', { name: 'Reveal all 2 left' })).toBeInTheDocument();
  expect(testApi.calls.find((call) => call.path === SHARING_API.reveal)?.query).toEqual({ purchaseItemId: '1' });
});

test('/reveal: one KEY left offers no reveal all', async () => {
  await initTestI18n('ko');
  server.revealed = [1, 2];
  renderPage(<RevealPage />, { route: '/reveal?purchaseId=41', queryClient: createTestQueryClient() });
  await screen.findByTestId('reveal-button');
  expect(screen.queryByTestId('reveal-all-button')).not.toBeInTheDocument();
});

test('/reveal/total: every revealed KEY has its Share action, in ko', async () => {
  await initTestI18n('ko');
  server.revealed = [1, 3];
  renderPage(<RevealTotalPage />, { route: '/reveal/total?purchaseId=41', queryClient: createTestQueryClient() });
  // The list draws again once the shares are known: read it after that.
  await screen.findByRole('button', { name: '키 11 공유하기' });
  await screen.findByRole('button', { name: '키 13 공유하기' });
  const items = screen.getAllByTestId('reveal-total-item');
  expect(within(items[0] as HTMLElement).getByRole('button', { name: '키 11 공유하기' })).toBeInTheDocument();
  expect(within(items[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  expect(within(items[2] as HTMLElement).getByRole('button', { name: '키 13 공유하기' })).toBeInTheDocument();
});
