import { fireEvent, screen, within } from '@testing-library/react';
import {
  API,
  marketFeeBreakdown,
  OFFER_API,
  offerAcceptRequestSchema,
  offerAcceptResultSchema,
  offerListSchema,
  offerSchema,
  serviceInfoSchema,
  type Offer,
} from 'shared-contract';
import { sampleOffer } from 'shared-contract/src/testing/sample-offer';
import { useSessionStore } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { contractHandler, setupContractApi } from 'shared-ui/src/testing/contract-api';
import { createTestQueryClient, initTestI18n, renderPage } from '../../../testing/render';
import OffersPage from '../../../pages/offers-page';

const testApi = setupContractApi();

const server = {
  incoming: [] as Offer[],
  outgoing: [] as Offer[],
};

/** What was posted: the path, the body and its Idempotency-Key. */
const sends = () =>
  testApi.calls.filter((call) => call.method === 'post').map((call) => ({ path: call.path, body: call.body, key: call.headers['idempotency-key'] }));

const handlers = () => [
  contractHandler({ method: 'get', path: API.serviceInfo, response: serviceInfoSchema, reply: () => serviceInfoFixture() }),
  contractHandler({
    method: 'get',
    path: OFFER_API.mine,
    response: offerListSchema,
    reply: ({ query }) => ({ items: query.direction === 'outgoing' ? server.outgoing : server.incoming }),
  }),
  contractHandler({
    method: 'post',
    path: OFFER_API.accept(7),
    request: offerAcceptRequestSchema,
    response: offerAcceptResultSchema,
    reply: () => {
      server.incoming = server.incoming.map((offer) => (offer.id === 7 ? { ...offer, status: 'ACCEPTED', closedAt: '2026-03-02T00:00:00.000Z' } : offer));
      return { offerId: 7, listingId: 90, keyItemId: 307, keyDesignId: 11, serialNo: 7, breakdown: marketFeeBreakdown(800, 5), balanceGold: 1_680 };
    },
  }),
  contractHandler({ method: 'post', path: OFFER_API.decline(8), response: offerSchema, reply: () => sampleOffer(8, { status: 'DECLINED' }) }),
  contractHandler({
    method: 'post',
    path: OFFER_API.withdraw(20),
    response: offerSchema,
    reply: () => {
      server.outgoing = [];
      return sampleOffer(20, { status: 'WITHDRAWN', mine: true, toMe: false });
    },
  }),
];

beforeEach(() => {
  server.incoming = [
    sampleOffer(7),
    sampleOffer(8, { amountGold: 500, bidderNickname: 'bidder2' }),
    sampleOffer(6, { status: 'EXPIRED', closedAt: '2026-03-08T00:00:00.000Z' }),
  ];
  server.outgoing = [sampleOffer(20, { mine: true, toMe: false, amountGold: 300, ownerNickname: 'owner9' })];
  testApi.reset(...handlers());
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 1, email: 'me@example.com', name: 'Me', image: null, provider: 'local', status: 1, signUpRequired: false },
  });
});

const renderOffers = (route = '/cabinet/offers') => renderPage(<OffersPage />, { route, queryClient: createTestQueryClient() });
const offerBySerial = (serial: number) => screen.getAllByTestId('cabinet-offer').find((item) => item.textContent?.includes(`#${serial}`)) as HTMLElement;

test.each([
  [
    'ko',
    '진행 중',
    '수락하면 680 골드를 받습니다 (창작자 수익 80 골드, 서비스 수수료 40 골드 제외).',
    '#7에 대한 800 골드 제안 수락',
    '수락하고 판매하기',
    '제안을 수락했습니다. 680 골드를 받았습니다.',
    '수락됨',
  ],
  [
    'en',
    'Open',
    'You receive 680 Gold if you accept (less 80 Gold creator earnings and a 40 Gold service fee).',
    'Accept the offer of 800 Gold for #7',
    'Accept and sell',
    'Offer accepted. You received 680 Gold.',
    'Accepted',
  ],
] as const)(
  '/cabinet/offers in %s: received offers with what the owner receives; accept after confirming, the list shows it accepted',
  async (language, open, receive, acceptName, confirm, accepted, acceptedStatus) => {
    await initTestI18n(language);
    renderOffers();
    await screen.findAllByTestId('cabinet-offer');
    expect(within(offerBySerial(7)).getByTestId('cabinet-offer-status').textContent).toBe(open);
    expect(within(offerBySerial(7)).getByTestId('cabinet-offer-note').textContent).toBe(receive);
    expect(within(offerBySerial(6)).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(within(offerBySerial(7)).getByRole('button', { name: acceptName }));
    const dialog = await screen.findByTestId('cabinet-offer-dialog');
    expect(dialog.textContent).toContain('680');
    fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect((await screen.findByTestId('cabinet-offers-message')).textContent).toBe(accepted);
    expect(sends()).toEqual([{ path: '/api/offers/7/accept', body: { amountGold: 800 }, key: expect.stringMatching(/.{8,}/) }]);
    await screen.findByText(acceptedStatus);
  },
);

test('/cabinet/offers: decline a received offer; the made offers tab withdraws one and shows the empty list', async () => {
  await initTestI18n('en');
  renderOffers();
  await screen.findAllByTestId('cabinet-offer');
  fireEvent.click(within(offerBySerial(8)).getByRole('button', { name: 'Decline the offer of 500 Gold for #8' }));
  expect((await screen.findByTestId('cabinet-offers-message')).textContent).toBe('Offer declined.');

  fireEvent.click(screen.getByRole('tab', { name: 'Made' }));
  const made = await screen.findByTestId('cabinet-offer');
  expect(made.textContent).toContain('Owner owner9');
  expect(within(made).getByTestId('cabinet-offer-note').textContent).toBe('300 Gold is held for this offer.');
  fireEvent.click(within(made).getByRole('button', { name: 'Withdraw your offer of 300 Gold for #20' }));
  expect((await screen.findByTestId('cabinet-offers-message')).textContent).toBe('Offer withdrawn. The Gold is available again.');
  expect(await screen.findByTestId('cabinet-offers-empty')).toBeInTheDocument();
  expect(sends().map((send) => send.path)).toEqual(['/api/offers/8/decline', '/api/offers/20/withdraw']);
});
