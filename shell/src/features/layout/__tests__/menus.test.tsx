import { fireEvent, screen, within } from '@testing-library/react';
import { SERVICE_INFO_QUERY_KEY } from 'shared-session';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { renderApp, serviceInfoAt } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

const loader = () =>
  inMemoryLoader({
    market: { routes: [page('/main'), page('/search'), page('/collection/webtoon')] },
    account: { routes: [page('/my'), page('/deactivateaccount'), page('/event')] },
  });

const BEFORE_LAUNCH = '2023-06-27T23:59:00+09:00';
const AFTER_LAUNCH = '2023-06-28T00:00:00+09:00';

const linkNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .map((link) => [link.textContent || link.getAttribute('aria-label'), link.getAttribute('href')]);

afterEach(() => jest.restoreAllMocks());

describe('desktop (1280 px)', () => {
  beforeEach(() => setViewportWidth(1280));

  test('after 2023-06-28: Shop, Market, Promotion, Cabinet, About, Events, Support left; collection, search, my page right; no pre-registration', async () => {
    await renderApp({ loader: loader(), serviceInfo: serviceInfoAt(AFTER_LAUNCH) });
    await screen.findByRole('heading', { name: 'page /main' });
    expect(linkNames(screen.getByRole('navigation', { name: '주 메뉴' }))).toEqual([
      ['상점', '/shop'],
      ['마켓', '/shop?tab=market'],
      ['프로모션', '/promotion'],
      ['캐비닛', '/cabinet'],
      ['소개', '/about'],
      ['이벤트', '/event'],
      ['고객센터', '/support'],
    ]);
    expect(linkNames(screen.getByRole('navigation', { name: '바로가기 메뉴' }))).toEqual([
      ['컬렉션', '/collection/webtoon'],
      ['검색', '/search'],
      ['K마이페이지 (KEYS Demo님으로 로그인됨)', '/my'],
    ]);
    expect(screen.queryByRole('button', { name: /사전예약/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '언어 선택' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더보기' })).not.toBeInTheDocument();
  });

  test('while the service info is on its way, the device clock decides: Support is there at once, so the top bar does not move when the answer comes', async () => {
    const { queryClient } = await renderApp({ loader: loader(), serviceInfo: 'pending' });
    await screen.findByRole('heading', { name: 'page /main' });
    expect(queryClient.getQueryState(SERVICE_INFO_QUERY_KEY)?.status).toBe('pending');
    expect(within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('link', { name: '고객센터' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('button', { name: /사전예약/ })).not.toBeInTheDocument();
  });

  test('before 2023-06-28: no Support; Events and the pre-registration pages are offered', async () => {
    await renderApp({ loader: loader(), serviceInfo: serviceInfoAt(BEFORE_LAUNCH) });
    await screen.findByRole('heading', { name: 'page /main' });
    const main = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(main).queryByRole('link', { name: '고객센터' })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: '이벤트' })).toHaveAttribute('href', '/event');
    fireEvent.click(within(main).getByRole('button', { name: /사전예약/ }));
    expect(
      linkNames(main)
        .slice(6)
        .map(([, href]) => href),
    ).toEqual([0, 1, 2, 3, 4].map((p) => `/event/pre-reservation?p=${p}`));
  });

  test('Events is in English too and opens /event', async () => {
    const { location } = await renderApp({ loader: loader(), serviceInfo: serviceInfoAt(AFTER_LAUNCH), language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    const events = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Events' });
    expect(events).toHaveAttribute('href', '/event');
    fireEvent.click(events);
    expect(await screen.findByRole('heading', { name: 'page /event' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/event');
  });
});

describe('mobile (360 px)', () => {
  beforeEach(() => setViewportWidth(360));

  test('collection, search and more on the right; more holds Shop, Market, Promotion, Cabinet, About, Events, Support, the My menu and the language', async () => {
    await renderApp({ loader: loader(), serviceInfo: serviceInfoAt(AFTER_LAUNCH) });
    await screen.findByRole('heading', { name: 'page /main' });
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(linkNames(screen.getByRole('navigation', { name: '바로가기 메뉴' }))).toEqual([
      ['컬렉션', '/collection/webtoon'],
      ['검색', '/search'],
    ]);
    const more = screen.getByRole('button', { name: '더보기' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    const dialog = screen.getByRole('dialog', { name: '더보기 메뉴' });
    expect(linkNames(dialog)).toEqual([
      ['상점', '/shop'],
      ['마켓', '/shop?tab=market'],
      ['프로모션', '/promotion'],
      ['캐비닛', '/cabinet'],
      ['소개', '/about'],
      ['이벤트', '/event'],
      ['고객센터', '/support'],
      ['내 정보', '/my'],
      ['골드', '/my/coins'],
      ['쿠폰', '/my/coupons'],
      ['내 캐비닛', '/my/cabinet'],
      ['알림', '/my/notifications'],
    ]);
    expect(within(dialog).getByRole('group', { name: '언어 선택' })).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  test('before 2023-06-28 the more menu has Events, the pre-registration pages and no Support', async () => {
    await renderApp({ loader: loader(), serviceInfo: serviceInfoAt(BEFORE_LAUNCH) });
    await screen.findByRole('heading', { name: 'page /main' });
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    const dialog = screen.getByRole('dialog', { name: '더보기 메뉴' });
    expect(within(dialog).queryByRole('link', { name: '고객센터' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '이벤트' })).toHaveAttribute('href', '/event');
    const hrefs = linkNames(dialog).map(([, href]) => href);
    expect(hrefs.filter((href) => href?.startsWith('/event/pre-reservation'))).toHaveLength(5);
  });

  test('a link in the more menu navigates and closes it', async () => {
    const { location } = await renderApp({ loader: loader(), serviceInfo: serviceInfoAt(AFTER_LAUNCH) });
    await screen.findByRole('heading', { name: 'page /main' });
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: '내 정보' }));
    expect(await screen.findByRole('heading', { name: 'page /my' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/my');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('pages of the spec mobile layout show a back header with the title instead of the top bar', async () => {
    await renderApp({ path: '/search', loader: loader() });
    await screen.findByRole('heading', { name: 'page /search' });
    expect(screen.queryByTestId('top-bar')).not.toBeInTheDocument();
    const header = screen.getByTestId('back-header');
    expect(within(header).getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    expect(header.textContent).toContain('검색');
  });

  test('a page with a sub-title shows it in the back header', async () => {
    await renderApp({ path: '/deactivateaccount', loader: loader() });
    await screen.findByRole('heading', { name: 'page /deactivateaccount' });
    expect(screen.getByTestId('back-header').textContent).toBe('회원 탈퇴');
    expect(document.title).toBe('회원 탈퇴 | KEYS');
  });

  test('the same page keeps the top bar on desktop', async () => {
    setViewportWidth(601);
    await renderApp({ path: '/search', loader: loader() });
    await screen.findByRole('heading', { name: 'page /search' });
    expect(screen.getByTestId('top-bar')).toBeInTheDocument();
    expect(screen.queryByTestId('back-header')).not.toBeInTheDocument();
  });
});
