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
  { path: '/cabinet', load: () => import('./pages/cabinet-page') },
  { path: '/my/cabinet', load: () => import('./pages/my-cabinet-page') },
  { path: '/cabinet/transfer', load: () => import('./pages/transfer-page') },
  { path: '/cabinet/transferPassword', load: () => import('./pages/transfer-password-page') },
  { path: '/cabinet/transferSuccess', load: () => import('./pages/transfer-success-page') },
  { path: '/cabinet/offers', load: () => import('./pages/offers-page') },
  { path: '/cabinet/showcase', load: () => import('./pages/showcase-page') },
  { path: '/collector/:nickname', load: () => import('./pages/collector-page') },
  { path: '/key', load: () => import('./pages/key-share-page') },
  { path: '/share', load: () => import('./pages/share-page') },
];
