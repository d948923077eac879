import { act, fireEvent, screen, within } from '@testing-library/react';
import { sampleMe } from 'shared-contract/src/testing/sample-me';
import { setMeCartItemCount } from 'shared-session';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { DEMO_MEMBER, renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

// Issue 15 C: the header links to the shop, the market, the promotion and (for a member) the cart with its count and
// the Gold balance.

const loader = () =>
  inMemoryLoader({
    market: { routes: [page('/main'), page('/shop'), page('/cart'), page('/promotion')] },
    account: { routes: [page('/my'), page('/my/coins'), page('/user/login')] },
  });

const me = (cartItemCount: number, goldBalance: number, languageType: 'ko' | 'en' = 'ko') =>
  sampleMe({ id: DEMO_MEMBER.id ?? 0, cartItemCount, goldBalance, languageType });

describe('desktop (1280 px)', () => {
  beforeEach(() => setViewportWidth(1280));

  test('a member sees the cart with its count and the Gold balance (en); the count follows the cart', async () => {
    const { queryClient } = await renderApp({ loader: loader(), language: 'en', me: me(2, 1200, 'en') });
    await screen.findByRole('heading', { name: 'page /main' });
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    const cart = within(shortcuts).getByRole('link', { name: 'Cart, 2 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByTestId('cart-count').textContent).toBe('2');
    const gold = within(shortcuts).getByRole('link', { name: 'Gold balance 1,200' });
    expect(gold).toHaveAttribute('href', '/my/coins');
    expect(gold.textContent).toBe('1,200');

    // What the market does after a cart change.
    act(() => setMeCartItemCount(queryClient, 1));
    expect(await within(shortcuts).findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => setMeCartItemCount(queryClient, 0));
    const empty = await within(shortcuts).findByRole('link', { name: 'Cart' });
    expect(within(empty).queryByTestId('cart-count')).not.toBeInTheDocument();

    fireEvent.click(gold);
    expect(await screen.findByRole('heading', { name: 'page /my/coins' })).toBeInTheDocument();
  });

  test('Shop and Market are told apart by the query: only the open one is the current page (ko)', async () => {
    const { location } = await renderApp({ path: '/shop?tab=market', loader: loader(), me: me(0, 0) });
    await screen.findByRole('heading', { name: 'page /shop' });
    const main = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(main).getByRole('link', { name: '마켓' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).queryByRole('link', { name: '상점' })).not.toHaveAttribute('aria-current');

    fireEvent.click(within(main).getByRole('link', { name: '상점' }));
    expect(location.current?.search).toBe('');
    expect(within(main).getByRole('link', { name: '상점' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).queryByRole('link', { name: '마켓' })).not.toHaveAttribute('aria-current');
    // Gold 0 is still a balance to show.
    expect(screen.getByRole('link', { name: '골드 잔액 0' })).toBeInTheDocument();
  });

  test('a visitor sees the shop, market and promotion links but no cart or Gold', async () => {
    await renderApp({ loader: loader(), language: 'en', session: 'unauthenticated' });
    await screen.findByRole('heading', { name: 'page /main' });
    const main = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(main).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(main).getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/shop?tab=market');
    expect(within(main).getByRole('link', { name: 'Promotion' })).toHaveAttribute('href', '/promotion');
    expect(screen.queryByTestId('cart-link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('gold-link')).not.toBeInTheDocument();
  });
});

describe('mobile (360 px)', () => {
  beforeEach(() => setViewportWidth(360));

  test('the top bar has the cart with its count; the more menu has the cart and the Gold balance (ko)', async () => {
    await renderApp({ loader: loader(), me: me(3, 25000) });
    await screen.findByRole('heading', { name: 'page /main' });
    const shortcuts = screen.getByRole('navigation', { name: '바로가기 메뉴' });
    const cart = within(shortcuts).getByRole('link', { name: '장바구니, 3개 담김' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByTestId('cart-count').textContent).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    const dialog = screen.getByRole('dialog', { name: '더보기 메뉴' });
    // What shows is the label and the count; the name says what they mean.
    const drawerCart = within(dialog).getByRole('link', { name: '장바구니, 3개 담김' });
    expect([...drawerCart.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent)).toEqual(['', '장바구니', '3']);
    fireEvent.click(within(dialog).getByRole('link', { name: '골드 잔액 25,000' }));
    expect(await screen.findByRole('heading', { name: 'page /my/coins' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a visitor has no cart in the top bar and the shop links in the more menu (en)', async () => {
    await renderApp({ loader: loader(), language: 'en', session: 'unauthenticated' });
    await screen.findByRole('heading', { name: 'page /main' });
    expect(screen.queryByTestId('cart-link')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'More menu' });
    expect(within(dialog).getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/shop?tab=market');
    expect(within(dialog).queryByTestId('gold-link')).not.toBeInTheDocument();
  });
});
