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
  { path: '/main', load: () => import('./pages/main-page') },
  { path: '/about', load: () => import('./pages/about-page') },
  { path: '/search', load: () => import('./pages/search-page') },
  { path: '/project', load: () => import('./pages/project-page') },
  { path: '/key/details', load: () => import('./pages/key-details-page') },
  { path: '/key/all', load: () => import('./pages/all-keys-page') },
  { path: '/collection', load: () => import('./pages/collection-redirect-page') },
  {
    path: '/collection/webtoon',
    load: () => import('./pages/collection-page').then((module) => ({ default: module.WebtoonCollectionPage })),
  },
  {
    path: '/collection/theme',
    load: () => import('./pages/collection-page').then((module) => ({ default: module.ThemeCollectionPage })),
  },
  { path: '/shop', load: notAvailable('shop') },
  { path: '/promotion', load: notAvailable('promotion') },
  { path: '/cart', load: notAvailable('cart') },
  { path: '/reveal', load: notAvailable('reveal') },
  { path: '/reveal/total', load: notAvailable('revealTotal') },
  { path: '/market/payment', load: notAvailable('payment') },
  { path: '/ticket', load: notAvailable('ticket') },
  { path: '/ticket/project', load: notAvailable('ticketProject') },
  { path: '/callback/payment-success', load: notAvailable('paymentSuccess') },
  { path: '/callback/payment-error', load: notAvailable('paymentError') },
  { path: '/callback/coin-success', load: notAvailable('coinSuccess') },
  { path: '/callback/coin-error', load: notAvailable('coinError') },
];
