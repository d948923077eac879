import { useSessionStore } from 'shared-session';
import { describeRemoteRoutes } from 'shared-ui/src/testing/remote-routes';
import { initTestI18n } from '../testing/render';

describeRemoteRoutes({
  remote: 'account',
  ownedPaths: [
    '/user/login',
    '/user/signUp',
    '/user/policyAgree',
    '/user/policy',
    '/user/privacy',
    '/user/cabinetPassword',
    '/user/signupSuccess',
    '/user/findIds',
    '/callback/login-success',
    '/callback/login-error',
    '/callback/logout-success',
    '/callback/verification',
    '/my',
    '/my/coins',
    '/my/coupons',
    '/my/notifications',
    '/my/settings',
    '/deactivateaccount',
    '/event/pre-reservation',
    '/event/monthly',
    '/event',
    '/event/lottery',
  ],
  initI18n: initTestI18n,
  loadRoutes: () => import('../routes'),
  sessionStore: useSessionStore,
});
