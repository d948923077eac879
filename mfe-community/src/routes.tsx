import React from 'react';
import i18next from 'i18next';
import { registerNamespace, type RemoteRoute } from 'shared-ui';
import { reportRuntime, useSessionStore } from 'shared-session';
import { ko } from './locales/ko';
import { en } from './locales/en';
import { NAMESPACE } from './namespace';

registerNamespace(NAMESPACE, { ko, en });
reportRuntime(NAMESPACE, { react: React, i18n: i18next, sessionStore: useSessionStore });

export const routes: RemoteRoute[] = [
  { path: '/community', load: () => import('./pages/community-list-page') },
  { path: '/community/*', load: () => import('./pages/community-sub-page') },
];
