import React from 'react';
import i18next from 'i18next';
import { addKoreanParticles } from 'shared-contract';
import { registerNamespace, type RemoteRoute } from 'shared-ui';
import { reportRuntime, useSessionStore } from 'shared-session';
import { ko } from './locales/ko';
import { en } from './locales/en';
import { NAMESPACE } from './namespace';

registerNamespace(NAMESPACE, { ko, en });
// Korean texts write `{{name, 을/를}}` (the particle the name takes).
addKoreanParticles(i18next);
reportRuntime(NAMESPACE, { react: React, i18n: i18next, sessionStore: useSessionStore });

export const routes: RemoteRoute[] = [
  { path: '/refund', load: () => import('./pages/refund-page') },
  { path: '/support', load: () => import('./pages/support-page') },
  { path: '/refund/console', load: () => import('./pages/console-page') },
];
