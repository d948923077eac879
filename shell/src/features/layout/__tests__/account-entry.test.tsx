import { act, fireEvent, screen, within } from '@testing-library/react';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from 'shared-contract';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { DEMO_MEMBER, renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

const loader = () => inMemoryLoader({ market: { routes: [page('/main')] }, account: { routes: [page('/user/login')] } });

describe('desktop (1280 px)', () => {
  beforeEach(() => setViewportWidth(1280));

  test('a member: my page shows the initial and names the member; the account menu offers the My menu and sign-out (ko)', async () => {
    await renderApp({ loader: loader() });
    await screen.findByRole('heading', { name: 'page /main' });
    const nav = screen.getByRole('navigation', { name: '바로가기 메뉴' });
    const my = within(nav).getByRole('link', { name: '마이페이지 (KEYS Demo님으로 로그인됨)' });
    expect(my).toHaveAttribute('href', '/my');
    expect(within(my).getByTestId('member-initial').textContent).toBe('K');
    expect(within(nav).queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    const menu = within(nav).getByRole('button', { name: '계정 메뉴' });
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '골드' })).toHaveAttribute('href', '/my/coins');
    expect(within(nav).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
  });

  test('the account menu stays open while focus moves inside it and closes when focus leaves it (en)', async () => {
    await renderApp({ loader: loader(), language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    const menu = within(nav).getByRole('button', { name: 'Account menu' });
    act(() => menu.focus());
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const gold = within(nav).getByRole('link', { name: 'Gold' });
    act(() => gold.focus());
    const signOut = within(nav).getByRole('button', { name: 'Sign out' });
    act(() => signOut.focus());
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Focus goes on to something outside (Tab past the last item, Shift+Tab before the button): the list closes.
    act(() => within(nav).getByRole('link', { name: 'Search' }).focus());
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  test('a visitor: a sign-in entry instead of my page (en)', async () => {
    await renderApp({ loader: loader(), session: 'unauthenticated', language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login');
    expect(within(nav).queryByRole('link', { name: /My page/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  test('while the session loads on a page the server did not draw: neither my page (a visitor would see it) nor sign-in nor sign-out', async () => {
    await renderApp({ loader: loader(), session: 'loading' });
    await screen.findByRole('heading', { name: 'page /main' });
    const nav = screen.getByRole('navigation', { name: '바로가기 메뉴' });
    expect(within(nav).queryByRole('link', { name: /마이페이지/ })).not.toBeInTheDocument();
    expect(within(nav).getByTestId('account-pending')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '계정 메뉴' })).not.toBeInTheDocument();
  });

  // Last of the loading cases: the page's first-screen data is read once and kept.
  test('while the session loads on a page the server drew for a visitor (no session cookie): sign-in, as it was drawn', async () => {
    const data = Object.assign(document.createElement('script'), { type: 'application/json', id: FIRST_SCREEN_DATA_ID });
    data.textContent = JSON.stringify({ answers: {}, sessionCookie: false } satisfies FirstScreenData);
    document.body.append(data);
    await renderApp({ loader: loader(), session: 'loading', language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login');
    expect(within(nav).queryByRole('link', { name: /My page/ })).not.toBeInTheDocument();
    data.remove();
  });
});

describe('mobile (360 px) "more" drawer', () => {
  beforeEach(() => setViewportWidth(360));

  test('a member sees who is signed in (e-mail initial when there is no name) and sign-out (en)', async () => {
    await renderApp({ loader: loader(), session: { ...DEMO_MEMBER, name: null, email: 'collector@keys.local' }, language: 'en' });
    await screen.findByRole('heading', { name: 'page /main' });
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const account = within(screen.getByRole('dialog', { name: 'More menu' })).getByTestId('drawer-account');
    expect(account.textContent).toBe('CSigned in as collector@keys.localNotificationsSign out');
    expect(within(account).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  test('a visitor gets a sign-in link that closes the drawer and opens the login page (ko)', async () => {
    const { location } = await renderApp({ loader: loader(), session: 'unauthenticated' });
    await screen.findByRole('heading', { name: 'page /main' });
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    const dialog = screen.getByRole('dialog', { name: '더보기 메뉴' });
    expect(within(dialog).queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('link', { name: '로그인' }));
    expect(await screen.findByRole('heading', { name: 'page /user/login' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/user/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
