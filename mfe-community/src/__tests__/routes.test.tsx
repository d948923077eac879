import { useSessionStore } from 'shared-session';
import { describeRemoteRoutes } from 'shared-ui/src/testing/remote-routes';
import { initTestI18n } from '../testing/render';

describeRemoteRoutes({
  remote: 'community',
  ownedPaths: ['/community', '/community/*'],
  initI18n: initTestI18n,
  loadRoutes: () => import('../routes'),
  sessionStore: useSessionStore,
});
