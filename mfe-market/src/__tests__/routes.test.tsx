import { useSessionStore } from 'shared-session';
import { describeRemoteRoutes } from 'shared-ui/src/testing/remote-routes';
import { initTestI18n } from '../testing/render';

describeRemoteRoutes({
  remote: 'market',
  ownedPaths: [
    '/main',
    '/about',
    '/search',
    '/project',
    '/key/details',
    '/key/all',
    '/collection',
    '/collection/webtoon',
    '/collection/theme',
    '/shop',
    '/promotion',
    '/cart',
    '/reveal',
    '/reveal/total',
    '/market/payment',
    '/market/register',
    '/market/watchlist',
    '/ticket',
    '/ticket/project',
    '/callback/payment-success',
    '/callback/payment-error',
    '/callback/coin-success',
    '/callback/coin-error',
  ],
  initI18n: initTestI18n,
  loadRoutes: () => import('../routes'),
  sessionStore: useSessionStore,
});
