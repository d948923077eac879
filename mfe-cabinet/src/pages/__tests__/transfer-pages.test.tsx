import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  API,
  errorMessage,
  serviceInfoSchema,
  TRANSFER_API,
  transferKeyViewSchema,
  transferRecipientViewSchema,
  transferRequestSchema,
  transferSchema,
  type ErrorCode,
  type Language,
  type ServicePhase,
  type Transfer,
  type TransferKeyView,
  type TransferRecipientView,
} from 'shared-contract';
import { SERVICE_INFO_QUERY_KEY, useSessionStore } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { contractHandler, refusal, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../testing/render';
import TransferPage from '../transfer-page';
import TransferPasswordPage from '../transfer-password-page';
import TransferSuccessPage from '../transfer-success-page';

const testApi = setupContractApi();

/** A checksummed wallet address (EIP-55), of the member `carol`. */
const CAROL_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const key = {
  id: 12,
  projectId: 7,
  projectTitle: { ko: '달빛 프로젝트', en: 'Moonlight' },
  name: { ko: '달빛 키', en: 'Moon Key' },
  rarity: 'rare' as const,
  imageUrl: '/api/art/key/12.svg',
};

/** An in-memory transfer api behind the test network. */
const server = {
  view: null as TransferKeyView | null,
  transfer: null as Transfer | null,
  /** What the next transfer reads answer, in order (then `transfer` as it is). */
  reads: [] as Transfer[],
  sends: [] as Array<{ body: unknown; key: string | undefined }>,
  /** Errors the next sends answer, in order (then they succeed). */
  sendFailures: [] as ErrorCode[],
  /** The members the recipient check knows, by nickname (any case) or address; anything else is unknown. */
  members: new Map<string, TransferRecipientView>(),
  /** The recipients checked, in order. */
  checks: [] as string[],
  /** While set, a recipient check waits for it (to see the page while it is asked). */
  checkGate: null as Promise<void> | null,
};

const bobby: TransferRecipientView = { nickname: 'bobby', profileImage: '/api/user/profile/image/bobby-pic' };
const carol: TransferRecipientView = { nickname: 'carol', profileImage: null };

/** A kept transfer to bobby, as the form saves it after the preview. */
const keptForBobby = () =>
  sessionStorage.setItem(
    'keys.cabinet.pendingTransfer',
    JSON.stringify({ keyItemId: 501, recipient: 'bobby', to: bobby, item: { keyItemId: 501, serialNo: 3, key }, attemptKey: 'attempt-1' }),
  );

const view = (extra: Partial<TransferKeyView> = {}): TransferKeyView => ({
  keyItemId: 501,
  serialNo: 3,
  key,
  lockedUntil: null,
  transferInProgressId: null,
  listed: false,
  revealed: true,
  ...extra,
});

const transferOf = (status: Transfer['status'], extra: Partial<Transfer> = {}): Transfer => ({
  id: 77,
  status,
  direction: 'SENT',
  item: { keyItemId: 501, serialNo: 3, key },
  from: { id: 1, nickname: 'alice' },
  to: { id: 2, nickname: 'bobby' },
  requestedAt: '2026-03-01T03:00:00.000Z',
  completeAfter: '2026-03-01T03:00:30.000Z',
  finishedAt: status === 'IN_PROGRESS' ? null : '2026-03-01T03:00:31.000Z',
  failureReason: status === 'FAILED' ? 'KEY_NOT_YOURS' : null,
  ...extra,
});

const handlers = () => [
  contractHandler({ method: 'get', path: API.serviceInfo, response: serviceInfoSchema, reply: () => serviceInfoFixture('operating') }),
  contractHandler({
    method: 'get',
    path: TRANSFER_API.recipient,
    response: transferRecipientViewSchema,
    reply: async ({ query }) => {
      const recipient = query.recipient ?? '';
      server.checks.push(recipient);
      if (server.checkGate) await server.checkGate;
      const found = server.members.get(recipient.startsWith('0x') ? recipient : recipient.toLowerCase());
      if (!found) throw refusal('TRANSFER_USER_NOT_FOUND');
      return found;
    },
  }),
  contractHandler({
    method: 'get',
    path: TRANSFER_API.transferKey,
    response: transferKeyViewSchema,
    reply: () => {
      if (!server.view) throw refusal('KEY_NOT_YOURS');
      return server.view;
    },
  }),
  contractHandler({
    method: 'get',
    path: TRANSFER_API.transferById(77),
    response: transferSchema,
    reply: () => {
      const next = server.reads.shift();
      if (next) server.transfer = next;
      if (!server.transfer) throw refusal('TRANSFER_NOT_FOUND');
      return server.transfer;
    },
  }),
  contractHandler({
    method: 'post',
    path: TRANSFER_API.transfer,
    request: transferRequestSchema,
    response: transferSchema,
    reply: ({ body, headers }) => {
      server.sends.push({ body, key: headers['idempotency-key'] });
      const failure = server.sendFailures.shift();
      if (failure) throw refusal(failure);
      server.transfer = transferOf('IN_PROGRESS');
      return server.transfer;
    },
  }),
];

beforeEach(() => {
  server.view = view();
  server.transfer = null;
  server.reads = [];
  server.sends = [];
  server.sendFailures = [];
  server.members = new Map([
    ['bobby', bobby],
    [CAROL_ADDRESS, carol],
  ]);
  server.checks = [];
  server.checkGate = null;
  testApi.reset(...handlers());
  sessionStorage.clear();
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const text = {
  ko: {
    note: '전송이 완료되기까지 최대 24시간이 걸릴 수 있습니다.',
    recipient: '받는 사람',
    next: '다음',
    checking: '확인하는 중…',
    question: '이 회원에게 보낼까요?',
    confirm: '계속하기',
    change: '받는 사람 바꾸기',
    address: `지갑 주소 ${CAROL_ADDRESS}`,
    password: '캐비닛 비밀번호',
    send: '전송하기',
    locked: '24시간 이내에는 전송할 수 없습니다. 2026.03.02 12:30 (KST)부터 전송할 수 있습니다.',
    lockReason: 'KEY는 구매하거나 받은 뒤 24시간이 지나야 판매하거나 전송할 수 있습니다.',
    timeLeft: '남은 시간',
    inProgress: '진행 중',
    completed: '완료',
    failed: '실패',
    sentCompleted: 'bobby님에게 KEY를 보냈습니다.',
    toCabinet: '캐비닛으로',
  },
  en: {
    note: 'A transfer may take up to 24 hours to arrive.',
    recipient: 'Recipient',
    next: 'Next',
    checking: 'Checking…',
    question: 'Send to this member?',
    confirm: 'Continue',
    change: 'Change recipient',
    address: `Wallet address ${CAROL_ADDRESS}`,
    password: 'Cabinet password',
    send: 'Send',
    locked: 'Cannot transfer within 24 hours. You can transfer it from Mar 2, 2026, 12:30 PM KST.',
    lockReason: 'KEYs can be sold or transferred 24 hours after they were bought or received.',
    timeLeft: 'Time left',
    inProgress: 'In Progress',
    completed: 'Completed',
    failed: 'Failed',
    sentCompleted: 'bobby received your KEY.',
    toCabinet: 'Go to cabinet',
  },
} as const;

describe.each(['ko', 'en'] as const)('transfer pages in %s', (language: Language) => {
  const words = text[language];
  beforeEach(async () => {
    await initTestI18n(language);
  });

  test('the form shows the KEY and the 24-hour note; a malformed address is refused by the shared rule; Next checks the recipient with the api and previews them; only confirming keeps the transfer for the password step', async () => {
    renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501' });
    expect((await screen.findByTestId('transfer-key-name')).textContent).toContain(key.name[language]);
    expect(screen.getByTestId('transfer-key-serial').textContent).toContain('#3');
    expect(screen.getByTestId('transfer-arrival-note').textContent).toContain(words.note);
    expect(screen.getByRole('img', { name: key.name[language] })).toHaveAttribute('src', key.imageUrl);

    const input = screen.getByLabelText(words.recipient);
    fireEvent.change(input, { target: { value: '0x12345' } });
    fireEvent.click(screen.getByRole('button', { name: words.next }));
    expect((await screen.findByTestId('transfer-recipient-problem')).textContent).toContain(errorMessage('TRANSFER_INVALID_ADDRESS', language));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location').textContent).toContain('/cabinet/transfer?keyItemId=501');

    expect(server.checks).toEqual([]);

    // Next asks the api who it is (the button says so meanwhile), then previews the member to confirm.
    let open = () => undefined as void;
    server.checkGate = new Promise<void>((resolve) => {
      open = resolve;
    });
    fireEvent.change(input, { target: { value: ' BOBBY ' } });
    fireEvent.submit(screen.getByTestId('transfer-form'));
    const checking = (await screen.findByRole('button', { name: words.checking })) as HTMLButtonElement;
    expect(checking).toBeDisabled();
    await act(async () => open());
    const preview = await screen.findByTestId('transfer-preview');
    expect(server.checks).toEqual(['BOBBY']);
    expect(screen.getByTestId('transfer-recipient-nickname').textContent).toBe('bobby');
    expect(screen.getByTestId('transfer-recipient-avatar')).toHaveAttribute('src', bobby.profileImage);
    const question = screen.getByText(words.question);
    expect(question).toHaveFocus();
    expect(question).toHaveAttribute('aria-describedby', screen.getByTestId('transfer-recipient-nickname').id);
    expect(preview.textContent).not.toContain(words.address);
    expect(screen.queryByTestId('transfer-recipient-problem')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    // Nothing is kept and nothing moves on until the member confirms.
    expect(screen.getByTestId('location').textContent).toContain('/cabinet/transfer?keyItemId=501');
    expect(sessionStorage.getItem('keys.cabinet.pendingTransfer')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/cabinet/transferPassword'));
    expect(JSON.parse(sessionStorage.getItem('keys.cabinet.pendingTransfer') ?? '{}')).toMatchObject({
      keyItemId: 501,
      recipient: 'BOBBY',
      to: bobby,
      item: { serialNo: 3 },
    });
  });

  test("an unknown recipient is refused on the recipient field, in the member's language, and never reaches the password step", async () => {
    renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501' });
    const input = await screen.findByLabelText(words.recipient);
    fireEvent.change(input, { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: words.next }));
    const problem = await screen.findByTestId('transfer-recipient-problem');
    expect(problem.textContent).toBe(errorMessage('TRANSFER_USER_NOT_FOUND', language));
    expect(problem).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id);
    expect(input).toHaveFocus();
    expect(screen.queryByTestId('transfer-preview')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(words.password)).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/cabinet/transfer?keyItemId=501');
    expect(sessionStorage.getItem('keys.cabinet.pendingTransfer')).toBeNull();
    // Enter again on the same field asks again (and is refused again): it never goes on.
    fireEvent.submit(screen.getByTestId('transfer-form'));
    await waitFor(() => expect(server.checks).toEqual(['nobody', 'nobody']));
    expect(screen.getByTestId('location').textContent).toBe('/cabinet/transfer?keyItemId=501');
  });

  test('a wallet address is previewed as its member, with the address; changing the recipient takes the preview away', async () => {
    renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501' });
    const input = await screen.findByLabelText(words.recipient);
    fireEvent.change(input, { target: { value: CAROL_ADDRESS } });
    fireEvent.click(screen.getByRole('button', { name: words.next }));
    await screen.findByTestId('transfer-preview');
    expect(screen.getByTestId('transfer-recipient-nickname').textContent).toBe('carol');
    expect(screen.getByTestId('transfer-recipient-address').textContent).toBe(words.address);
    // No profile image: the nickname's initial stands in (decorative, the nickname is written beside it).
    const avatar = screen.getByTestId('transfer-recipient-avatar');
    expect([avatar.tagName, avatar.textContent, avatar.getAttribute('aria-hidden')]).toEqual(['SPAN', 'C', 'true']);

    fireEvent.click(screen.getByRole('button', { name: words.change }));
    expect(screen.queryByTestId('transfer-preview')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: words.next }));
    await screen.findByTestId('transfer-preview');
    fireEvent.change(input, { target: { value: `${CAROL_ADDRESS} ` } });
    expect(screen.queryByTestId('transfer-preview')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: words.next }));
    fireEvent.click(await screen.findByRole('button', { name: words.confirm }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/cabinet/transferPassword'));
    expect(server.checks).toEqual([CAROL_ADDRESS, CAROL_ADDRESS, CAROL_ADDRESS]);
    expect(JSON.parse(sessionStorage.getItem('keys.cabinet.pendingTransfer') ?? '{}')).toMatchObject({ recipient: CAROL_ADDRESS, to: carol });
  });

  test('the password step shows who the KEY goes to, as the preview did', async () => {
    sessionStorage.setItem(
      'keys.cabinet.pendingTransfer',
      JSON.stringify({ keyItemId: 501, recipient: CAROL_ADDRESS, to: carol, item: { keyItemId: 501, serialNo: 3, key }, attemptKey: 'attempt-1' }),
    );
    renderPage(<TransferPasswordPage />, { route: '/cabinet/transferPassword' });
    const card = await screen.findByTestId('transfer-password-recipient');
    expect(card.textContent).toContain('carol');
    expect(screen.getByTestId('transfer-recipient-address').textContent).toBe(words.address);
    expect(screen.getByTestId('transfer-password-lead').textContent).toContain('carol');
  });

  test('a transfer kept without a checked recipient does not reach the password', async () => {
    sessionStorage.setItem(
      'keys.cabinet.pendingTransfer',
      JSON.stringify({ keyItemId: 501, recipient: 'bobby', item: { keyItemId: 501, serialNo: 3, key }, attemptKey: 'attempt-1' }),
    );
    renderPage(<TransferPasswordPage />, { route: '/cabinet/transferPassword' });
    expect(await screen.findByRole('link', { name: words.toCabinet })).toHaveAttribute('href', '/cabinet');
    expect(screen.queryByLabelText(words.password)).not.toBeInTheDocument();
  });

  test('a KEY within its 24-hour lock shows the unlock time in KST and cannot go on', async () => {
    server.view = view({ lockedUntil: '2026-03-02T03:30:00.000Z' });
    renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501' });
    expect((await screen.findByTestId('transfer-blocked')).textContent).toContain(words.locked);
    expect(screen.getByRole('button', { name: words.next })).toBeDisabled();
  });

  test('a locked KEY shows why and the time left, live; when it runs out the page reads the KEY again and may go on', async () => {
    server.view = view({ lockedUntil: new Date(Date.now() + 1500).toISOString() });
    renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501' });
    const lock = await screen.findByTestId('key-lock');
    expect(screen.getByTestId('key-lock-reason').textContent).toBe(words.lockReason);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^00:00:0[12]$/);
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(lock.textContent).toContain(words.timeLeft);
    // The api now answers the KEY unlocked.
    server.view = view();
    await waitFor(() => expect(screen.queryByTestId('transfer-blocked')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.queryByTestId('key-lock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.next })).toBeEnabled();
  });

  test('a KEY with a transfer in progress says so and links to its status', async () => {
    server.view = view({ transferInProgressId: 77 });
    renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501' });
    expect((await screen.findByTestId('transfer-in-progress')).textContent).toBe(errorMessage('TRANSFER_IN_PROGRESS', language));
    expect(screen.getByRole('link', { name: language === 'ko' ? '진행 중인 전송 보기' : 'See the transfer in progress' })).toHaveAttribute(
      'href',
      '/cabinet/transferSuccess?transferId=77',
    );
  });

  test("a KEY that is not the member's shows the API message", async () => {
    server.view = null;
    renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501' });
    expect((await screen.findByTestId('error-state')).textContent).toContain(errorMessage('KEY_NOT_YOURS', language));
  });

  test('the password step shows each refusal from the API, then sends with a new attempt key and opens the status', async () => {
    keptForBobby();
    server.sendFailures = ['PASSWORD_MISMATCH', 'TRANSFER_USER_NOT_FOUND'];
    renderPage(<TransferPasswordPage />, { route: '/cabinet/transferPassword' });
    const password = await screen.findByLabelText(words.password);
    const send = () => {
      fireEvent.change(password, { target: { value: '12a3456' } });
      fireEvent.click(screen.getByRole('button', { name: words.send }));
    };

    send();
    expect((await screen.findByTestId('transfer-error')).textContent).toContain(errorMessage('PASSWORD_MISMATCH', language));
    send();
    await waitFor(() => expect(screen.getByTestId('transfer-error').textContent).toContain(errorMessage('TRANSFER_USER_NOT_FOUND', language)));
    send();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/cabinet/transferSuccess?transferId=77'));

    expect(server.sends.map((sent) => sent.body)).toEqual(Array.from({ length: 3 }, () => ({ keyItemId: 501, recipient: 'bobby', password: '123456' })));
    const keys = server.sends.map((sent) => sent.key);
    expect(keys[0]).toBe('attempt-1');
    expect(new Set(keys).size).toBe(3);
    expect(sessionStorage.getItem('keys.cabinet.pendingTransfer')).toBeNull();
  });

  test('the password step without a chosen transfer leads back to the cabinet', async () => {
    renderPage(<TransferPasswordPage />, { route: '/cabinet/transferPassword' });
    expect(await screen.findByRole('link', { name: words.toCabinet })).toHaveAttribute('href', '/cabinet');
  });

  test('the status page follows an in-progress transfer until it is completed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.reads = [transferOf('IN_PROGRESS'), transferOf('COMPLETED')];
      renderPage(<TransferSuccessPage />, { route: '/cabinet/transferSuccess?transferId=77' });
      expect((await screen.findByTestId('transfer-status-badge')).textContent).toContain(words.inProgress);
      expect(screen.getByTestId('transfer-status').textContent).toContain(words.note);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5100);
      });
      await waitFor(() => expect(screen.getByTestId('transfer-status-badge').textContent).toContain(words.completed));
      expect(screen.getByTestId('transfer-status-lead').textContent).toContain(words.sentCompleted);
      expect(screen.getByRole('link', { name: words.toCabinet })).toHaveAttribute('href', '/cabinet');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a failed transfer says so and why', async () => {
    server.transfer = transferOf('FAILED');
    renderPage(<TransferSuccessPage />, { route: '/cabinet/transferSuccess?transferId=77' });
    expect((await screen.findByTestId('transfer-status-badge')).textContent).toContain(words.failed);
    expect(screen.getByTestId('transfer-failure').textContent).toContain(
      language === 'ko' ? '보낸 사람의 캐비닛에 없었습니다' : "no longer in the sender's cabinet",
    );
  });
});

/** Issue 10 A: transfer is stopped while the service terminates (or has closed); the member sees it before trying. */
describe.each([
  ['ko', 'terminating', '전송이 종료되었습니다.'],
  ['en', 'terminating', 'Transfer is no longer available.'],
  ['en', 'closed', 'Transfer is no longer available.'],
] as const)('transfer pages in %s while %s', (language, phase, message) => {
  const words = text[language];
  const withPhase = (value: ServicePhase) => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfoFixture(value));
    return queryClient;
  };
  beforeEach(async () => {
    await initTestI18n(language);
  });

  test('the form still shows the KEY; Next is disabled with the transfer message and nothing moves on', async () => {
    renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501', queryClient: withPhase(phase) });
    expect((await screen.findByTestId('transfer-key-name')).textContent).toContain(key.name[language]);
    const next = screen.getByRole('button', { name: words.next }) as HTMLButtonElement;
    const note = screen.getByTestId('transfer-closed');
    expect(note.textContent).toBe(message);
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute('aria-describedby', note.id);
    fireEvent.change(screen.getByLabelText(words.recipient), { target: { value: 'bobby' } });
    fireEvent.submit(screen.getByTestId('transfer-form'));
    expect(screen.getByTestId('location').textContent).toBe('/cabinet/transfer?keyItemId=501');
    expect(sessionStorage.getItem('keys.cabinet.pendingTransfer')).toBeNull();
  });

  test('a transfer chosen before cannot be sent from the password step either', async () => {
    keptForBobby();
    renderPage(<TransferPasswordPage />, { route: '/cabinet/transferPassword', queryClient: withPhase(phase) });
    const password = await screen.findByLabelText(words.password);
    const send = screen.getByRole('button', { name: words.send }) as HTMLButtonElement;
    const note = screen.getByTestId('transfer-send-closed');
    expect(note.textContent).toBe(message);
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-describedby', note.id);
    fireEvent.change(password, { target: { value: '123456' } });
    fireEvent.submit(screen.getByTestId('transfer-password-form'));
    await act(async () => undefined);
    expect(server.sends).toEqual([]);
  });
});

test('while operating the transfer form carries no closed message', async () => {
  await initTestI18n('ko');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfoFixture('operating'));
  renderPage(<TransferPage />, { route: '/cabinet/transfer?keyItemId=501', queryClient });
  await screen.findByTestId('transfer-key-name');
  expect(screen.queryByTestId('transfer-closed')).not.toBeInTheDocument();
  expect(screen.getByTestId('transfer-next')).toBeEnabled();
  expect(screen.getByTestId('transfer-next')).not.toHaveAttribute('aria-describedby');
});
