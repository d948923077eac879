// Type imports only: the release-info build step evaluates this file as it is, with nothing to require.
import type { RemoteName } from 'shared-contract';

/**
 * The shell's top-level route table: every route of spec section 2 and its owner (DESIGN.md
 * section 2), with the per-page layout flags of spec section 2 "Mobile layout".
 */
export type { RemoteName } from 'shared-contract';

export type ShellPage = 'home-redirect' | 'not-found' | 'error' | 'prepare';

type RouteFlags = {
  /** Key in the `shell` namespace's `pages` group: the page title (document title, back header). */
  name: string;
  /** No top bar on mobile; a compact back header with the title instead. */
  hideTopBarOnMobile?: boolean;
  /** Translation key (shell namespace) of the page's sub-title. */
  subtitle?: string;
  /** Members only: a visitor is sent to sign-in (SessionRequired) and comes back after it. */
  requiresSession?: boolean;
};

export type RemoteRouteEntry = RouteFlags & { path: string; owner: RemoteName };
export type ShellRouteEntry = RouteFlags & { path: string; owner: 'shell'; page: ShellPage };
export type RouteEntry = RemoteRouteEntry | ShellRouteEntry;

const mobile = { hideTopBarOnMobile: true } as const;
const session = { requiresSession: true } as const;

const remote = (owner: RemoteName, path: string, name: string, flags: Omit<RouteFlags, 'name'> = {}) =>
  ({ path, owner, name, ...flags }) satisfies RemoteRouteEntry;

export const routeTable: readonly RouteEntry[] = [
  { path: '/', owner: 'shell', page: 'home-redirect', name: 'main' },
  { path: '/404', owner: 'shell', page: 'not-found', name: 'notFound' },
  { path: '/error', owner: 'shell', page: 'error', name: 'error' },
  { path: '/prepare', owner: 'shell', page: 'prepare', name: 'prepare' },

  remote('market', '/main', 'main'),
  remote('market', '/about', 'about'),
  remote('market', '/search', 'search', mobile),
  remote('market', '/project', 'project'),
  remote('market', '/key/details', 'keyDetails'),
  remote('market', '/key/all', 'keyAll'),
  remote('market', '/collection', 'collection', mobile),
  remote('market', '/collection/webtoon', 'collectionWebtoon', mobile),
  remote('market', '/collection/theme', 'collectionTheme', mobile),
  remote('market', '/shop', 'shop'),
  remote('market', '/promotion', 'promotion'),
  remote('market', '/cart', 'cart', session),
  remote('market', '/reveal', 'reveal', session),
  remote('market', '/reveal/total', 'revealTotal', session),
  remote('market', '/market/payment', 'payment', { ...mobile, ...session, subtitle: 'subtitles.payment' }),
  remote('market', '/market/register', 'marketRegister', session),
  remote('market', '/market/watchlist', 'watchlist', session),
  remote('market', '/ticket', 'ticket', session),
  remote('market', '/ticket/project', 'ticketProject', { ...mobile, ...session }),
  remote('market', '/callback/payment-success', 'paymentSuccess'),
  remote('market', '/callback/payment-error', 'paymentError', mobile),
  remote('market', '/callback/coin-success', 'coinSuccess'),
  remote('market', '/callback/coin-error', 'coinError', mobile),

  remote('cabinet', '/cabinet', 'cabinet', session),
  remote('cabinet', '/my/cabinet', 'myCabinet', { ...mobile, ...session }),
  remote('cabinet', '/cabinet/transfer', 'transfer', session),
  remote('cabinet', '/cabinet/transferPassword', 'transferPassword', session),
  remote('cabinet', '/cabinet/transferSuccess', 'transferSuccess', session),
  remote('cabinet', '/cabinet/offers', 'offers', session),
  remote('cabinet', '/cabinet/showcase', 'showcase', session),
  // A member's public showcase: no session.
  remote('cabinet', '/collector/:nickname', 'collector'),
  remote('cabinet', '/key', 'keyShare'),
  remote('cabinet', '/share', 'share', mobile),

  remote('community', '/community', 'community', mobile),
  remote('community', '/community/*', 'community', mobile),

  remote('account', '/user/login', 'login'),
  remote('account', '/user/signUp', 'signUp'),
  remote('account', '/user/policyAgree', 'policyAgree'),
  remote('account', '/user/policy', 'policy'),
  remote('account', '/user/privacy', 'privacy'),
  // Sets the cabinet password at sign-up and resets it from the mailed link.
  remote('account', '/user/cabinetPassword', 'cabinetPassword', mobile),
  remote('account', '/user/signupSuccess', 'signupSuccess'),
  remote('account', '/user/findIds', 'findIds', mobile),
  remote('account', '/callback/login-success', 'loginSuccess'),
  remote('account', '/callback/login-error', 'loginError'),
  remote('account', '/callback/logout-success', 'logout'),
  // Where the identity-verification provider sends the browser back.
  remote('account', '/callback/verification', 'verification'),
  remote('account', '/my', 'my', { ...mobile, ...session }),
  remote('account', '/my/coins', 'myCoins', { ...mobile, ...session }),
  remote('account', '/my/coupons', 'myCoupons', { ...mobile, ...session }),
  remote('account', '/my/notifications', 'notifications', { ...mobile, ...session, subtitle: 'subtitles.notifications' }),
  remote('account', '/my/settings', 'settings', { ...mobile, ...session, subtitle: 'subtitles.settings' }),
  remote('account', '/deactivateaccount', 'deactivateAccount', { ...mobile, ...session, subtitle: 'subtitles.deactivateAccount' }),
  remote('account', '/event/pre-reservation', 'preReservation'),
  remote('account', '/event/monthly', 'monthly', session),
  remote('account', '/event', 'events'),
  remote('account', '/event/lottery', 'lottery'),

  remote('refund', '/refund', 'refund', session),
  remote('refund', '/support', 'support'),
  remote('refund', '/refund/console', 'refundConsole', session),

  { path: '*', owner: 'shell', page: 'not-found', name: 'notFound' },
];

export const isCommunityPath = (pathname: string) => /^\/community(\/|$)/i.test(pathname);
