import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  designOffersSchema,
  marketFeeBreakdown,
  OFFER_API,
  offerAcceptRequestSchema,
  offerAcceptResultSchema,
  offerCreateRequestSchema,
  offerSchema,
  serviceInfoSchema,
  type DesignOffers,
  type ErrorCode,
} from 'shared-contract';
import { sampleOffer } from 'shared-contract/src/testing/sample-offer';
import { useSessionStore } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { contractHandler, refusal, setupContractApi, type ApiCall } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import { KeyOffers } from '../components/key-offers';

const testApi = setupContractApi();

const server = {
  offers: null as DesignOffers | null,
  sends: [] as Array<{ path: string; body: unknown; key: string | undefined }>,
  failure: null as ErrorCode | null,
};

/** Records a send as the api receives it, and answers the next failure once. */
const received = ({ path, body, headers }: ApiCall) => {
  server.sends.push({ path, body, key: headers['idempotency-key'] });
  const failure = server.failure;
  server.failure = null;
  if (failure) throw refusal(failure);
};

const handlers = () => [
  contractHandler({ method: 'get', path: API.serviceInfo, response: serviceInfoSchema, reply: () => serviceInfoFixture() }),
  contractHandler({
    method: 'get',
    path: OFFER_API.design(11),
    response: designOffersSchema,
    reply: () => {
      if (!server.offers) throw refusal('NOT_FOUND');
      return server.offers;
    },
  }),
  contractHandler({
    method: 'post',
    path: OFFER_API.create,
    request: offerCreateRequestSchema,
    response: offerSchema,
    reply: (call) => {
      received(call);
      return sampleOffer(50, { mine: true, toMe: false, amountGold: offerCreateRequestSchema.parse(call.body).amountGold });
    },
  }),
  contractHandler({
    method: 'post',
    path: OFFER_API.accept(7),
    request: offerAcceptRequestSchema,
    response: offerAcceptResultSchema,
    reply: (call) => {
      received(call);
      return { offerId: 7, listingId: 90, keyItemId: 307, keyDesignId: 11, serialNo: 7, breakdown: marketFeeBreakdown(800, 5), balanceGold: 1_680 };
    },
  }),
  contractHandler({
    method: 'post',
    path: OFFER_API.decline(':offerId'),
    response: offerSchema,
    reply: (call) => {
      received(call);
      return sampleOffer(7, { status: 'DECLINED' });
    },
  }),
  contractHandler({
    method: 'post',
    path: OFFER_API.withdraw(':offerId'),
    response: offerSchema,
    reply: (call) => {
      received(call);
      return sampleOffer(8, { status: 'WITHDRAWN', mine: true, toMe: false });
    },
  }),
];

beforeEach(() => {
  server.offers = {
    keyDesignId: 11,
    expiryDays: 7,
    minGold: 10,
    maxGold: 1_000_000,
    gold: { balance: 1_500, reserved: 600, available: 900 },
    keys: [
      {
        keyItemId: 308,
        serialNo: 8,
        ownerNickname: 'owner2',
        listingPriceGold: 1_000,
        myOffer: sampleOffer(8, { mine: true, toMe: false, amountGold: 600, keyItemId: 308 }),
      },
      { keyItemId: 309, serialNo: 9, ownerNickname: 'owner3', listingPriceGold: null, myOffer: null },
    ],
    incoming: [sampleOffer(7)],
  };
  server.sends = [];
  server.failure = null;
  testApi.reset(...handlers());
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const renderOffers = () => renderPage(<KeyOffers designId={11} />, { route: '/key/details?id=11', queryClient: createTestQueryClient() });
const keyOf = (serial: number) => screen.getAllByTestId('offerable-key').find((item) => item.textContent?.startsWith(`#${serial}`)) as HTMLElement;

test.each([
  [
    'ko',
    '사용 가능 900 골드 · 제안에 묶인 골드 600 골드',
    '수락하면 680 골드를 받습니다 · 2026.03.08 09:00 (KST) 만료',
    '#7에 대한 800 골드 제안 수락',
    '수락하고 판매하기',
    '제안을 수락했습니다. 680 골드를 받았습니다.',
  ],
  [
    'en',
    'Available 900 Gold · Held by your offers 600 Gold',
    'You receive 680 Gold if you accept · Expires Mar 8, 2026, 9:00 AM KST',
    'Accept the offer of 800 Gold for #7',
    'Accept and sell',
    'Offer accepted. You received 680 Gold.',
  ],
] as const)(
  'in %s the owner sees the offers on their KEYs and accepts one after its fee breakdown',
  async (language, goldLine, receive, acceptName, confirm, accepted) => {
    await initTestI18n(language);
    renderOffers();
    expect((await screen.findByTestId('offers-gold')).textContent).toBe(goldLine);
    const offer = screen.getByTestId('incoming-offer');
    expect(offer.textContent).toContain(receive);
    fireEvent.click(within(offer).getByRole('button', { name: acceptName }));
    const dialog = await screen.findByTestId('offer-accept-dialog');
    expect(within(dialog).getByTestId('fee-creator').textContent).toContain('80');
    expect(within(dialog).getByTestId('fee-service').textContent).toContain('40');
    expect(within(dialog).getByTestId('fee-receive').textContent).toContain('680');
    fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect((await screen.findByTestId('offers-message')).textContent).toBe(accepted);
    expect(server.sends).toEqual([{ path: '/api/offers/7/accept', body: { amountGold: 800 }, key: expect.stringMatching(/.{8,}/) }]);
  },
);

test('declining an offer; an accept the api refuses shows its message', async () => {
  await initTestI18n('en');
  renderOffers();
  const offer = await screen.findByTestId('incoming-offer');
  fireEvent.click(within(offer).getByRole('button', { name: 'Decline the offer of 800 Gold for #7' }));
  expect((await screen.findByTestId('offers-message')).textContent).toBe('Offer declined.');
  expect(server.sends.map((send) => send.path)).toEqual(['/api/offers/7/decline']);

  server.failure = 'OFFER_NOT_PENDING';
  fireEvent.click(within(screen.getByTestId('incoming-offer')).getByRole('button', { name: 'Accept the offer of 800 Gold for #7' }));
  fireEvent.click(within(await screen.findByTestId('offer-accept-dialog')).getByRole('button', { name: 'Accept and sell' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('This offer is no longer open.');
});

test('a bidder makes an offer (the amount checked by the contract and against the available Gold, the refund tick needed) and withdraws their pending one', async () => {
  await initTestI18n('en');
  renderOffers();
  await screen.findByTestId('offers-gold');
  expect(within(keyOf(8)).getByTestId('my-offer').textContent).toBe('Your offer: 600 Gold · expires Mar 8, 2026, 9:00 AM KST');
  expect(keyOf(8).textContent).toContain('Listed at 1,000 Gold');
  expect(keyOf(9).textContent).toContain('Not listed');

  fireEvent.click(within(keyOf(9)).getByRole('button', { name: 'Make an offer for #9' }));
  const form = await screen.findByRole('form', { name: 'Offer for #9' });
  const amount = within(form).getByRole('textbox', { name: 'Your offer (Gold)' });
  fireEvent.change(amount, { target: { value: '5' } });
  fireEvent.click(within(form).getByTestId('offer-submit'));
  expect((await within(form).findByTestId('offer-amount-error')).textContent).toBe('Enter an offer from 10 to 1,000,000 Gold.');
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(amount, { target: { value: '950' } });
  expect(within(form).getByTestId('offer-amount-error').textContent).toBe('Not enough Gold.');
  fireEvent.change(amount, { target: { value: '700' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Offer 700 Gold' }));
  expect(await within(form).findByTestId('offer-consent-error')).toBeInTheDocument();
  expect(server.sends).toEqual([]);
  fireEvent.click(within(form).getByTestId('offer-agree-refund'));
  fireEvent.click(within(form).getByRole('button', { name: 'Offer 700 Gold' }));
  expect((await screen.findByTestId('offers-message')).textContent).toBe('Offer sent. 700 Gold is held for it.');
  expect(server.sends).toEqual([
    { path: '/api/offers', body: { keyItemId: 309, amountGold: 700, agreeRefundPolicy: true }, key: expect.stringMatching(/.{8,}/) },
  ]);

  fireEvent.click(within(keyOf(8)).getByRole('button', { name: 'Withdraw your offer for #8' }));
  await waitFor(() => expect(screen.getByTestId('offers-message').textContent).toBe('Offer withdrawn. The Gold is available again.'));
  expect(server.sends.map((send) => send.path)).toEqual(['/api/offers', '/api/offers/8/withdraw']);
});

test('a visitor sees no offers panel', async () => {
  await initTestI18n('en');
  useSessionStore.setState({ status: 'unauthenticated', accessToken: null, user: null });
  renderOffers();
  expect(screen.queryByTestId('key-offers')).not.toBeInTheDocument();
});
