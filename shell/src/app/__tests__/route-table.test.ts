import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../router';
import { routeTable, type RouteEntry } from '../route-table';

/** Spec section 2 routes and their owners (DESIGN.md section 2). */
const owners: Record<string, RouteEntry['owner']> = {
  '/': 'shell',
  '/404': 'shell',
  '/error': 'shell',
  '/prepare': 'shell',
  '/main': 'market',
  '/about': 'market',
  '/search': 'market',
  '/project': 'market',
  '/key/details': 'market',
  '/key/all': 'market',
  '/collection': 'market',
  '/collection/webtoon': 'market',
  '/collection/theme': 'market',
  '/shop': 'market',
  '/promotion': 'market',
  '/cart': 'market',
  '/reveal': 'market',
  '/reveal/total': 'market',
  '/market/payment': 'market',
  '/market/register': 'market',
  // Issue 15: the member's watchlist (watched KEY designs and projects with their floors).
  '/market/watchlist': 'market',
  '/ticket': 'market',
  '/ticket/project': 'market',
  '/callback/payment-success': 'market',
  '/callback/payment-error': 'market',
  '/callback/coin-success': 'market',
  '/callback/coin-error': 'market',
  '/cabinet': 'cabinet',
  '/my/cabinet': 'cabinet',
  '/cabinet/transfer': 'cabinet',
  '/cabinet/transferPassword': 'cabinet',
  '/cabinet/transferSuccess': 'cabinet',
  // Issue 15: the member's Gold offers (received and made).
  '/cabinet/offers': 'cabinet',
  // Issue 15: the member's public showcase settings, and a showcase (public).
  '/cabinet/showcase': 'cabinet',
  '/collector/demo': 'cabinet',
  '/key': 'cabinet',
  '/share': 'cabinet',
  '/community': 'community',
  '/community/project/12/posts/3': 'community',
  '/user/login': 'account',
  '/user/signUp': 'account',
  '/user/policyAgree': 'account',
  '/user/policy': 'account',
  '/user/privacy': 'account',
  '/user/cabinetPassword': 'account',
  '/user/signupSuccess': 'account',
  '/user/findIds': 'account',
  '/callback/login-success': 'account',
  '/callback/login-error': 'account',
  '/callback/logout-success': 'account',
  '/callback/verification': 'account',
  '/my': 'account',
  '/my/coins': 'account',
  '/my/coupons': 'account',
  '/my/notifications': 'account',
  '/my/settings': 'account',
  '/deactivateaccount': 'account',
  '/event/pre-reservation': 'account',
  '/event/monthly': 'account',
  '/event': 'account',
  '/event/lottery': 'account',
  '/refund': 'refund',
  '/support': 'refund',
  '/refund/console': 'refund',
};

const resolve = (pathname: string) => {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches.at(-1)?.route.handle as RouteEntry | undefined;
};

test.each(Object.entries(owners))('%s belongs to %s', (path, owner) => {
  expect(resolve(path)?.owner).toBe(owner);
});

test('unknown addresses fall to the not-found page', () => {
  for (const path of ['/nope', '/main/extra', '/user', '/market']) {
    expect(resolve(path)).toMatchObject({ owner: 'shell', page: 'not-found' });
  }
  expect(resolve('/404')).toMatchObject({ owner: 'shell', page: 'not-found' });
  expect(resolve('/prepare')).toMatchObject({ owner: 'shell', page: 'prepare' });
  expect(resolve('/')).toMatchObject({ owner: 'shell', page: 'home-redirect' });
});

test('every remote route of the table is a spec route (no stray entries)', () => {
  const remotePaths = routeTable.filter((entry) => entry.owner !== 'shell').map((entry) => entry.path);
  const known = new Set([...Object.keys(owners), '/community/*', '/collector/:nickname']);
  expect(remotePaths.filter((path) => !known.has(path))).toEqual([]);
});

test('the mobile layout pages of the spec hide the top bar, and only they do', () => {
  const hidden = [
    '/deactivateaccount',
    '/my/notifications',
    '/search',
    '/market/payment',
    '/my',
    '/my/coins',
    '/my/coupons',
    '/my/cabinet',
    '/my/settings',
    '/collection',
    '/collection/webtoon',
    '/collection/theme',
    '/community',
    '/community/board/1',
    '/share',
    '/callback/coin-error',
    '/callback/payment-error',
    '/user/cabinetPassword',
    '/user/findIds',
    '/ticket/project',
  ];
  for (const path of Object.keys(owners)) {
    expect([path, resolve(path)?.hideTopBarOnMobile === true]).toEqual([path, hidden.includes(path) || path.startsWith('/community/')]);
  }
  for (const path of hidden) expect([path, resolve(path)?.hideTopBarOnMobile]).toEqual([path, true]);
});

test('sub-titles are used for account settings, payment, deactivate account and notifications', () => {
  const withSubtitle = Object.keys(owners).filter((path) => resolve(path)?.subtitle);
  expect(withSubtitle.sort()).toEqual(['/deactivateaccount', '/market/payment', '/my/notifications', '/my/settings']);
});

test('the members-only pages (spec section 6: purchase, notifications, cabinet; my pages, transfer, refund, tickets, missions) are guarded, and only they are', () => {
  const guarded = Object.keys(owners).filter((path) => resolve(path)?.requiresSession === true);
  expect(guarded.sort()).toEqual(
    [
      '/cabinet',
      '/cabinet/offers',
      '/cabinet/showcase',
      '/cabinet/transfer',
      '/cabinet/transferPassword',
      '/cabinet/transferSuccess',
      '/cart',
      '/deactivateaccount',
      '/event/monthly',
      '/market/payment',
      '/market/register',
      '/market/watchlist',
      '/my',
      '/my/cabinet',
      '/my/coins',
      '/my/coupons',
      '/my/notifications',
      '/my/settings',
      '/refund',
      '/refund/console',
      '/reveal',
      '/reveal/total',
      '/ticket',
      '/ticket/project',
    ].sort(),
  );
  // Spec section 2: the pages outside session checks.
  for (const path of [
    '/404',
    '/error',
    '/prepare',
    '/callback/login-error',
    '/callback/logout-success',
    '/user/signUp',
    '/user/policyAgree',
    '/user/cabinetPassword',
    '/user/login',
    '/main',
    '/support',
    '/community/board/1',
  ]) {
    expect([path, resolve(path)?.requiresSession]).toEqual([path, undefined]);
  }
});
