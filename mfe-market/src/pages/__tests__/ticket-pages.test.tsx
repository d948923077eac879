import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  TICKET_API,
  ticketExchangeRequestSchema,
  ticketExchangeResultSchema,
  ticketListSchema,
  ticketProjectListSchema,
  ticketRevealRequestSchema,
  ticketRevealResultSchema,
  type Ticket,
  type TicketProject,
} from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { connectionLost, contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import TicketPage from '../ticket-page';
import TicketProjectPage from '../ticket-project-page';

/** An in-memory tickets api behind the test network: the member's tickets, eligible projects, exchange and reveal. */
const server = {
  tickets: [] as Ticket[],
  projects: [] as TicketProject[],
  exchanges: [] as Array<{ body: unknown; key: string | undefined }>,
  reveals: [] as Array<{ body: unknown; key: string | undefined }>,
  /** Errors the next calls answer, in order (then they succeed). */
  failures: { list: [] as Error[], exchange: [] as Error[] },
};

const drawnKey = {
  id: 12,
  projectId: 7,
  projectTitle: { ko: '달빛 프로젝트', en: 'Moonlight' },
  name: { ko: '달빛 키', en: 'Moon Key' },
  rarity: 'rare' as const,
  imageUrl: '/api/art/key/12.svg',
};

const ticketOf = (id: number, status: Ticket['status'], extra: Partial<Ticket> = {}): Ticket => ({
  id,
  kind: 'STANDARD',
  status,
  source: 'ADMIN',
  grantedAt: '2026-03-01T03:00:00.000Z',
  expiresAt: null,
  projectId: null,
  exchangedAt: null,
  completedAt: null,
  revealedAt: null,
  drawn: null,
  ...extra,
});

const completed = (ticket: Ticket, revealedAt: string | null): Ticket => ({
  ...ticket,
  status: 'COMPLETED',
  projectId: 7,
  completedAt: '2026-03-02T00:00:00.000Z',
  revealedAt,
  drawn: { keyItemId: 501, serialNo: 3, key: drawnKey },
});

const testApi = setupContractApi();

const ticketById = (ticketId: number) => {
  const ticket = server.tickets.find((candidate) => candidate.id === ticketId);
  if (!ticket) throw refusal('TICKET_NOT_FOUND');
  return ticket;
};

const handlers = () => [
  contractHandler({
    method: 'get',
    path: TICKET_API.mine,
    response: ticketListSchema,
    reply: () => {
      const failure = server.failures.list.shift();
      if (failure) throw failure;
      return server.tickets;
    },
  }),
  contractHandler({ method: 'get', path: TICKET_API.projectList, response: ticketProjectListSchema, reply: () => server.projects }),
  contractHandler({
    method: 'post',
    path: TICKET_API.exchange,
    request: ticketExchangeRequestSchema,
    response: ticketExchangeResultSchema,
    reply: ({ body, headers }) => {
      server.exchanges.push({ body, key: headers['idempotency-key'] });
      const failure = server.failures.exchange.shift();
      if (failure) throw failure;
      const { ticketId } = ticketExchangeRequestSchema.parse(body);
      server.tickets = server.tickets.map((ticket) => (ticket.id === ticketId ? completed(ticket, null) : ticket));
      return { ticket: ticketById(ticketId), keyItemId: 501, keyDesignId: 12, serialNo: 3 };
    },
  }),
  contractHandler({
    method: 'post',
    path: TICKET_API.reveal,
    request: ticketRevealRequestSchema,
    response: ticketRevealResultSchema,
    reply: ({ body, headers }) => {
      server.reveals.push({ body, key: headers['idempotency-key'] });
      const { ticketId } = ticketRevealRequestSchema.parse(body);
      server.tickets = server.tickets.map((ticket) => (ticket.id === ticketId ? completed(ticket, '2026-03-02T00:00:01.000Z') : ticket));
      return { ticket: ticketById(ticketId), keyItemId: 501, serialNo: 3, key: drawnKey, keyDesignId: 12, projectId: 7 };
    },
  }),
];

beforeEach(() => {
  server.tickets = [];
  server.projects = [
    { id: 7, title: { ko: '달빛 프로젝트', en: 'Moonlight' }, kind: 'STANDARD', imageUrl: '/api/art/project/7.svg', remaining: 5 },
    { id: 8, title: { ko: '별빛 프로젝트', en: 'Starlight' }, kind: 'STANDARD', imageUrl: '/api/art/project/8.svg', remaining: 1 },
  ];
  server.exchanges = [];
  server.reveals = [];
  server.failures = { list: [], exchange: [] };
  testApi.reset(...handlers());
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const fourTickets = () => [
  ticketOf(4, 'AVAILABLE', { expiresAt: '2026-12-31T14:00:00.000Z' }),
  ticketOf(3, 'IN_PROGRESS'),
  completed(ticketOf(2, 'AVAILABLE'), '2026-03-02T00:00:01.000Z'),
  ticketOf(1, 'FAILED'),
];

const cardsText = () =>
  screen
    .getAllByTestId('ticket-card')
    .map((card) => [
      within(card).getByTestId('ticket-kind').textContent,
      within(card).getByTestId('ticket-status').textContent,
      within(card).getByTestId('ticket-dates').textContent,
    ]);

test.each([
  [
    'ko',
    '사용 가능한 티켓 1장',
    [
      ['일반 티켓', '사용 가능', '지급일 2026-03-01 · 만료일 2026-12-31'],
      ['일반 티켓', '진행 중', '지급일 2026-03-01 · 만료 없음'],
      ['일반 티켓', '완료', '지급일 2026-03-01 · 만료 없음'],
      ['일반 티켓', '실패', '지급일 2026-03-01 · 만료 없음'],
    ],
    '교환하기',
    '달빛 키 · #3',
  ],
  [
    'en',
    '1 ticket available',
    [
      ['Standard ticket', 'Available', 'Granted Mar 1, 2026 · Expires Dec 31, 2026'],
      ['Standard ticket', 'In Progress', 'Granted Mar 1, 2026 · No expiry'],
      ['Standard ticket', 'Completed', 'Granted Mar 1, 2026 · No expiry'],
      ['Standard ticket', 'Failed', 'Granted Mar 1, 2026 · No expiry'],
    ],
    'Exchange',
    'Moon Key · #3',
  ],
] as const)(
  '/ticket in %s: each ticket with its kind, dates and status; Exchange for the available one, the KEY of the completed one',
  async (language, available, cards, exchange, keyName) => {
    await initTestI18n(language);
    server.tickets = fourTickets();
    renderPage(<TicketPage />, { route: '/ticket', queryClient: createTestQueryClient() });
    expect(screen.getByTestId('tickets-loading')).toBeInTheDocument();
    expect((await screen.findByTestId('tickets-available')).textContent).toBe(available);
    expect(cardsText()).toEqual(cards);
    const exchangeLinks = screen.getAllByTestId('ticket-exchange');
    expect(exchangeLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([[exchange, '/ticket/project?ticketId=4']]);
    const keyLink = screen.getByTestId('ticket-key-link');
    expect([keyLink.textContent, keyLink.getAttribute('href')]).toEqual([keyName, '/key/details?id=12']);
  },
);

test('/ticket: a completed ticket whose KEY is not revealed yet links to its reveal', async () => {
  await initTestI18n('en');
  server.tickets = [completed(ticketOf(5, 'AVAILABLE'), null)];
  renderPage(<TicketPage />, { route: '/ticket', queryClient: createTestQueryClient() });
  const link = await screen.findByTestId('ticket-reveal-link');
  expect([link.textContent, link.getAttribute('href')]).toEqual(['Reveal the KEY', '/ticket/project?ticketId=5']);
});

test.each([
  ['ko', '보유한 티켓이 없습니다.'],
  ['en', 'You have no tickets.'],
] as const)('/ticket in %s: the empty state', async (language, empty) => {
  await initTestI18n(language);
  renderPage(<TicketPage />, { route: '/ticket', queryClient: createTestQueryClient() });
  const state = await screen.findByTestId('tickets-empty');
  expect(state.textContent).toContain(empty);
  expect(within(state).getByRole('link')).toHaveAttribute('href', '/shop');
});

test.each([
  ['ko', '티켓을 불러오지 못했습니다.', '다시 시도'],
  ['en', 'Your tickets could not be loaded.', 'Retry'],
] as const)('/ticket in %s: a failed load shows the error and retries', async (language, title, retry) => {
  await initTestI18n(language);
  server.tickets = [ticketOf(9, 'AVAILABLE')];
  server.failures.list = [refusal('TEMPORARY_ERROR')];
  renderPage(<TicketPage />, { route: '/ticket', queryClient: createTestQueryClient() });
  const error = await screen.findByTestId('error-state');
  expect(error.textContent).toContain(title);
  fireEvent.click(within(error).getByRole('button', { name: retry }));
  expect(await screen.findAllByTestId('ticket-card')).toHaveLength(1);
});

const renderExchange = (ticketId: number | string) =>
  renderPage(<TicketProjectPage />, { route: `/ticket/project?ticketId=${ticketId}`, queryClient: createTestQueryClient() });

test('/ticket/project in en: choose a project, confirm, exchange once with an Idempotency-Key, reveal the KEY, back to the tickets', async () => {
  await initTestI18n('en');
  server.tickets = [ticketOf(4, 'AVAILABLE')];
  renderExchange(4);
  const projects = await screen.findAllByTestId('ticket-project');
  expect(projects.map((project) => project.textContent)).toEqual(['Moonlight5 left', 'Starlight1 left']);
  fireEvent.click(screen.getByTestId('ticket-exchange-submit'));
  expect((await screen.findByTestId('ticket-error')).textContent).toBe('Choose a project first.');
  expect(server.exchanges).toEqual([]);

  fireEvent.click(screen.getByRole('radio', { name: 'Starlight 1 left' }));
  fireEvent.click(screen.getByTestId('ticket-exchange-submit'));
  const dialog = screen.getByTestId('ticket-confirm');
  expect(within(dialog).getByRole('heading').textContent).toBe('Exchange this ticket?');
  expect(dialog.textContent).toContain('You get one KEY of Starlight.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(server.exchanges).toEqual([]);
  fireEvent.click(screen.getByTestId('ticket-exchange-submit'));
  fireEvent.click(within(screen.getByTestId('ticket-confirm')).getByRole('button', { name: 'Exchange' }));

  const revealButton = await screen.findByTestId('ticket-reveal-button');
  expect(server.exchanges).toEqual([{ body: { ticketId: 4, projectId: 8 }, key: expect.stringMatching(/^[\w-]{36}$/) }]);
  expect(screen.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'false');
  fireEvent.click(revealButton);
  expect((await screen.findByTestId('revealed-key-name')).textContent).toBe('Moon Key');
  await waitFor(() => expect(screen.getByTestId('reveal-card')).toHaveAttribute('data-revealed', 'true'));
  expect(server.reveals).toEqual([{ body: { ticketId: 4 }, key: expect.stringMatching(/^[\w-]{36}$/) }]);
  expect(screen.getByTestId('ticket-view-key')).toHaveAttribute('href', '/key/details?id=12');
  expect(screen.getByTestId('ticket-to-list')).toHaveAttribute('href', '/ticket');
});

test('/ticket/project in ko: an unknown outcome is retried with the same key, a refusal shows its message and the next attempt gets a new key', async () => {
  await initTestI18n('ko');
  server.tickets = [ticketOf(4, 'AVAILABLE')];
  server.failures.exchange = [connectionLost(), refusal('INSUFFICIENT_KEYS')];
  renderExchange(4);
  fireEvent.click(await screen.findByRole('radio', { name: '달빛 프로젝트 5개 남음' }));
  const exchangeOnce = async () => {
    fireEvent.click(screen.getByTestId('ticket-exchange-submit'));
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('ticket-confirm')).getByRole('button', { name: '교환하기' }));
    });
  };
  await exchangeOnce();
  expect((await screen.findByTestId('ticket-error')).textContent).toBe('연결에 실패했습니다. 메인으로 이동합니다.');
  await exchangeOnce();
  await waitFor(() => expect(screen.getByTestId('ticket-error').textContent).toBe('남은 KEY 수량이 부족합니다.'));
  await exchangeOnce();
  await screen.findByTestId('ticket-reveal-button');
  const [first, retry, next] = server.exchanges.map((exchange) => exchange.key);
  expect(retry).toBe(first);
  expect(next).not.toBe(first);
  expect(server.exchanges).toHaveLength(3);
  fireEvent.click(screen.getByTestId('ticket-reveal-button'));
  expect((await screen.findByTestId('revealed-key-name')).textContent).toBe('달빛 키');
  expect(screen.getByTestId('ticket-to-list').textContent).toBe('내 티켓으로');
});

test.each([
  ['en', 'abc', 'This ticket cannot be exchanged.'],
  ['ko', '99', '이 티켓은 교환할 수 없습니다.'],
] as const)('/ticket/project in %s: a missing or unknown ticket cannot be exchanged', async (language, ticketId, message) => {
  await initTestI18n(language);
  server.tickets = [ticketOf(4, 'AVAILABLE')];
  renderExchange(ticketId);
  const state = await screen.findByTestId('ticket-unusable');
  expect(state.textContent).toContain(message);
  expect(within(state).getByRole('link')).toHaveAttribute('href', '/ticket');
});

test.each([
  ['en', 'No project can be exchanged for a ticket right now.'],
  ['ko', '지금 티켓으로 교환할 수 있는 프로젝트가 없습니다.'],
] as const)('/ticket/project in %s: no eligible project', async (language, message) => {
  await initTestI18n(language);
  server.tickets = [ticketOf(4, 'AVAILABLE')];
  server.projects = [];
  renderExchange(4);
  expect((await screen.findByTestId('ticket-projects-empty')).textContent).toContain(message);
});
