import { act, fireEvent, screen, within } from '@testing-library/react';
import { SERVICE_INFO_QUERY_KEY } from 'shared-session';
import { serviceInfoFixture } from 'shared-session/src/testing/service-info';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

const loader = () =>
  inMemoryLoader({
    market: { routes: [page('/main'), page('/project')] },
    cabinet: { routes: [page('/cabinet')] },
    refund: { routes: [page('/refund')] },
  });

const notice = (name: string) => screen.getByRole('region', { name });

describe.each([
  ['mobile (360 px)', 360],
  ['desktop (1280 px)', 1280],
])('%s', (_label, width) => {
  beforeEach(() => setViewportWidth(width));

  test.each([
    ['ko', '서비스 종료 안내', '서비스가 종료됩니다. 판매가 중단되었습니다. 환불 신청은 2025-06-15 23:59(KST)까지 가능합니다.', '환불 신청하기'],
    [
      'en',
      'Service termination notice',
      'The service is ending. Sales have stopped. Refund requests are open until Jun 15, 2025, 11:59 PM KST.',
      'Request a refund',
    ],
  ] as const)('terminating, %s: every page opens with the notice, the deadline in KST and the way to /refund', async (language, label, text, link) => {
    const { location } = await renderApp({ loader: loader(), language, serviceInfo: serviceInfoFixture('terminating') });
    await screen.findByRole('heading', { name: 'page /main' });
    const region = notice(label);
    expect(within(region).getByTestId('termination-notice-text').textContent).toBe(text);
    // Before the top bar (or the back header): the first thing after the skip link.
    const header = screen.queryByTestId('top-bar') ?? screen.queryByTestId('back-header') ?? screen.getByRole('banner');
    expect(region.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const refund = within(region).getByRole('link', { name: link });
    expect(refund).toHaveAttribute('href', '/refund');
    fireEvent.click(refund);
    expect(await screen.findByRole('heading', { name: 'page /refund' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/refund');
    // Still there on the next page (the cabinet stays open).
    expect(notice(label)).toBeTruthy();
  });

  test.each([
    ['ko', '서비스 종료 안내', '서비스가 종료되었습니다. 환불 신청은 2025-06-15 23:59(KST)에 마감되었습니다.', '내 환불 신청 보기'],
    ['en', 'Service termination notice', 'The service has ended. Refund requests closed on Jun 15, 2025, 11:59 PM KST.', 'See my refund request'],
  ] as const)('closed, %s: the notice says refunds closed and still links to /refund to follow a request', async (language, label, text, link) => {
    await renderApp({ path: '/cabinet', loader: loader(), language, serviceInfo: serviceInfoFixture('closed') });
    await screen.findByRole('heading', { name: 'page /cabinet' });
    const region = notice(label);
    expect(within(region).getByTestId('termination-notice-text').textContent).toBe(text);
    expect(within(region).getByRole('link', { name: link })).toHaveAttribute('href', '/refund');
  });

  test.each(['ko', 'en'] as const)('operating (%s): no notice', async (language) => {
    await renderApp({ loader: loader(), language, serviceInfo: serviceInfoFixture('operating') });
    await screen.findByRole('heading', { name: 'page /main' });
    expect(screen.queryByTestId('termination-notice')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: language === 'ko' ? '서비스 종료 안내' : 'Service termination notice' })).not.toBeInTheDocument();
  });
});

test('the notice follows the server: it appears when the phase changes while the page is open', async () => {
  setViewportWidth(1280);
  const { queryClient } = await renderApp({ loader: loader(), language: 'en', serviceInfo: serviceInfoFixture('operating') });
  await screen.findByRole('heading', { name: 'page /main' });
  expect(screen.queryByTestId('termination-notice')).not.toBeInTheDocument();
  await act(async () => queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfoFixture('terminating')));
  expect(await screen.findByTestId('termination-notice')).toHaveAttribute('data-phase', 'terminating');
});
