import { fireEvent, screen, within } from '@testing-library/react';
import { inMemoryLoader, page } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

const loader = () => inMemoryLoader({ market: { routes: [page('/main')] }, refund: { routes: [page('/refund/console')] } });

const accountMenuLinks = (language: 'ko' | 'en') => {
  const nav = screen.getByRole('navigation', { name: language === 'ko' ? '바로가기 메뉴' : 'Shortcuts' });
  fireEvent.click(within(nav).getByRole('button', { name: language === 'ko' ? '계정 메뉴' : 'Account menu' }));
  return nav;
};

const moreMenu = (language: 'ko' | 'en') => {
  fireEvent.click(screen.getByRole('button', { name: language === 'ko' ? '더보기' : 'More' }));
  return screen.getByRole('dialog', { name: language === 'ko' ? '더보기 메뉴' : 'More menu' });
};

describe('desktop (1280 px): the account menu', () => {
  beforeEach(() => setViewportWidth(1280));

  test.each([
    ['support', 'ko', '관리자 콘솔'],
    ['admin', 'en', 'Staff console'],
  ] as const)('a %s member (%s) has "%s" to /refund/console, which opens the console', async (role, language, name) => {
    const { location } = await renderApp({ loader: loader(), language, me: { role } });
    await screen.findByRole('heading', { name: 'page /main' });
    const link = within(accountMenuLinks(language)).getByRole('link', { name });
    expect(link).toHaveAttribute('href', '/refund/console');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'page /refund/console' })).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/refund/console');
  });

  test.each(['ko', 'en'] as const)('a member (%s) has no console link', async (language) => {
    await renderApp({ loader: loader(), language, me: { role: 'member' } });
    await screen.findByRole('heading', { name: 'page /main' });
    const nav = accountMenuLinks(language);
    expect(within(nav).queryByRole('link', { name: /관리자 콘솔|Staff console/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link').some((link) => link.getAttribute('href') === '/refund/console')).toBe(false);
  });
});

describe('mobile (360 px): the more menu', () => {
  beforeEach(() => setViewportWidth(360));

  test.each([
    ['support', 'ko', '관리자 콘솔'],
    ['admin', 'en', 'Staff console'],
  ] as const)('a %s member (%s) finds "%s" in the My menu', async (role, language, name) => {
    await renderApp({ loader: loader(), language, me: { role } });
    await screen.findByRole('heading', { name: 'page /main' });
    const link = within(moreMenu(language)).getByRole('link', { name });
    expect(link).toHaveAttribute('href', '/refund/console');
  });

  test.each(['ko', 'en'] as const)('a member (%s) and a visitor do not', async (language) => {
    const { unmount } = await renderApp({ loader: loader(), language, me: { role: 'member' } });
    await screen.findByRole('heading', { name: 'page /main' });
    expect(within(moreMenu(language)).queryByRole('link', { name: /관리자 콘솔|Staff console/ })).not.toBeInTheDocument();
    unmount();
    await renderApp({ loader: loader(), language, session: 'unauthenticated' });
    await screen.findByRole('heading', { name: 'page /main' });
    expect(within(moreMenu(language)).queryByRole('link', { name: /관리자 콘솔|Staff console/ })).not.toBeInTheDocument();
  });
});
