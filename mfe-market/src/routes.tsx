import React from 'react';
import i18next from 'i18next';
import { registerNamespace, type RemoteLocation, type RemoteRoute } from 'shared-ui';
import { queryClient, reportRuntime, useSessionStore } from 'shared-session';
import { keyDetailsQueryOptions } from './features/key/api/get-key-details';
import { mainPageQueryOptions } from './features/main/api/get-main-page';
import { projectQueryOptions } from './features/project/api/get-project';
import { idFromParams } from './hooks/use-id-param';
import { ko } from './locales/ko';
import { en } from './locales/en';
import { NAMESPACE } from './namespace';

registerNamespace(NAMESPACE, { ko, en });
reportRuntime(NAMESPACE, { react: React, i18n: i18next, sessionStore: useSessionStore });

/** Asks for a page's largest image (its LCP) as soon as its URL is known, before the page renders it. */
const preloadImage = (src: string | undefined) => {
  if (!src || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
};

/** Route `preload`s: the page's query starts while its chunk loads, then its first image. */
const preloadMain = () => {
  void queryClient.fetchQuery(mainPageQueryOptions()).then(
    (data) => preloadImage(data.banners[0]?.imageUrl),
    () => {},
  );
};

const idOf = ({ search }: RemoteLocation) => idFromParams(new URLSearchParams(search));

const preloadProject = (location: RemoteLocation) => {
  const id = idOf(location);
  if (id !== null)
    void queryClient.fetchQuery(projectQueryOptions(id)).then(
      (data) => preloadImage(data.imageUrl),
      () => {},
    );
};

const preloadKeyDetails = (location: RemoteLocation) => {
  const id = idOf(location);
  if (id !== null)
    void queryClient.fetchQuery(keyDetailsQueryOptions(id)).then(
      (data) => preloadImage(data.imageUrl),
      () => {},
    );
};

/**
 * Korean texts write `{{name, 을/를}}` (the particle the name takes). The formats (es-hangul) load with the pages whose
 * texts use them (listing, buying and offer confirmations), not with /main or the other pages.
 */
let particlesAdded: Promise<void> | undefined;
const addParticles = () =>
  (particlesAdded ??= import(/* webpackExports: ["addKoreanParticles"] */ 'shared-contract').then(({ addKoreanParticles }) => addKoreanParticles(i18next)));
const withParticles =
  (load: RemoteRoute['load']): RemoteRoute['load'] =>
  () =>
    Promise.all([load(), addParticles()]).then(([page]) => page);

export const routes: RemoteRoute[] = [
  { path: '/main', load: () => import('./pages/main-page'), preload: preloadMain },
  { path: '/about', load: () => import('./pages/about-page') },
  { path: '/search', load: () => import('./pages/search-page') },
  { path: '/project', load: () => import('./pages/project-page'), preload: preloadProject },
  { path: '/key/details', load: withParticles(() => import('./pages/key-details-page')), preload: preloadKeyDetails },
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
  { path: '/shop', load: () => import('./pages/shop-page') },
  { path: '/promotion', load: () => import('./pages/promotion-page') },
  { path: '/cart', load: () => import('./pages/cart-page') },
  { path: '/reveal', load: () => import('./pages/reveal-page') },
  { path: '/reveal/total', load: () => import('./pages/reveal-total-page') },
  { path: '/market/payment', load: withParticles(() => import('./pages/market-payment-page')) },
  { path: '/market/register', load: withParticles(() => import('./pages/market-register-page')) },
  { path: '/market/watchlist', load: () => import('./pages/watchlist-page') },
  { path: '/ticket', load: () => import('./pages/ticket-page') },
  { path: '/ticket/project', load: () => import('./pages/ticket-project-page') },
  { path: '/callback/payment-success', load: withParticles(() => import('./pages/payment-success-page')) },
  { path: '/callback/payment-error', load: () => import('./pages/payment-error-page') },
  { path: '/callback/coin-success', load: () => import('./pages/coin-success-page') },
  { path: '/callback/coin-error', load: () => import('./pages/coin-error-page') },
];
