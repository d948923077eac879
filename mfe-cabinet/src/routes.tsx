import React from 'react';
import i18next from 'i18next';
import { registerNamespace, type RemoteRoute } from 'shared-ui';
import { reportRuntime, useSessionStore } from 'shared-session';
import { ko } from './locales/ko';
import { en } from './locales/en';
import { NAMESPACE } from './namespace';
import type { NotAvailablePageName } from './pages/not-available-page';

registerNamespace(NAMESPACE, { ko, en });
reportRuntime(NAMESPACE, { react: React, i18n: i18next, sessionStore: useSessionStore });

const notAvailable = (name: NotAvailablePageName) => () =>
  import('./pages/not-available-page').then((module) => ({ default: module.notAvailablePage(name) }));

export const routes: RemoteRoute[] = [
  { path: '/cabinet', load: notAvailable('cabinet') },
  { path: '/my/cabinet', load: notAvailable('myCabinet') },
  { path: '/cabinet/transfer', load: () => import('./pages/transfer-page') },
  { path: '/cabinet/transferPassword', load: () => import('./pages/transfer-password-page') },
  { path: '/cabinet/transferSuccess', load: () => import('./pages/transfer-success-page') },
  { path: '/key', load: notAvailable('keyShare') },
  { path: '/share', load: notAvailable('share') },
];
