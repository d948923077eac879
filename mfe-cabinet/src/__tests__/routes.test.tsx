import { useSessionStore } from 'shared-session';
import { describeRemoteRoutes } from 'shared-ui/src/testing/remote-routes';
import { initTestI18n } from '../testing/render';

describeRemoteRoutes({
  remote: 'cabinet',
  ownedPaths: [
    '/cabinet',
    '/my/cabinet',
    '/cabinet/transfer',
    '/cabinet/transferPassword',
    '/cabinet/transferSuccess',
    '/cabinet/offers',
    '/cabinet/showcase',
    '/collector/:nickname',
    '/key',
    '/share',
  ],
  initI18n: initTestI18n,
  loadRoutes: () => import('../routes'),
  sessionStore: useSessionStore,
});
