import React from 'react';
import i18next from 'i18next';
import { registerNamespace, type RemoteLocation, type RemoteRoute } from 'shared-ui';
import { queryClient, reportRuntime, useSessionStore } from 'shared-session';
import { keyDetailsQueryOptions } from './features/key/api/get-key-details';
import { mainPageQueryOptions } from './features/main/api/get-main-page';
import { projectQueryOptions } from './features/project/api/get-project';
import { idFromParams } from './hooks/use-id-param';
import { loadOnce } from './load-once';
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

/** The texts of every page but /main: they load with the first such page, not with the remote's start. */
const addPageTexts = loadOnce(() => import('./locales/page-texts').then((module) => module.addPageTexts()));

/**
 * Korean texts write `{{name, 을/를}}` (the particle the name takes). The formats (es-hangul) load with the pages whose
 * texts use them (listing, buying and offer confirmations), not with /main or the other pages.
 */
const addParticles = loadOnce(() =>
  import(/* webpackExports: ["addKoreanParticles"] */ 'shared-contract').then(({ addKoreanParticles }) => addKoreanParticles(i18next)),
);

/** A page besides /main: its chunk, its texts and, where its texts use them, the Korean particles, all at once. */
const page =
  (load: RemoteRoute['load'], { particles = false } = {}): RemoteRoute['load'] =>
  () =>
    Promise.all([load(), addPageTexts(), particles ? addParticles() : undefined]).then(([module]) => module);

export const routes: RemoteRoute[] = [
  { path: '/main', load: () => import('./pages/main-page'), preload: preloadMain },
  { path: '/about', load: page(() => import('./pages/about-page')) },
  { path: '/search', load: page(() => import('./pages/search-page')) },
  { path: '/project', load: page(() => import('./pages/project-page')), preload: preloadProject },
  { path: '/key/details', load: page(() => import('./pages/key-details-page'), { particles: true }), preload: preloadKeyDetails },
  { path: '/key/all', load: page(() => import('./pages/all-keys-page')) },
  { path: '/collection', load: page(() => import('./pages/collection-redirect-page')) },
  {
    path: '/collection/webtoon',
    load: page(() => import('./pages/collection-page').then((module) => ({ default: module.WebtoonCollectionPage }))),
  },
  {
    path: '/collection/theme',
    load: page(() => import('./pages/collection-page').then((module) => ({ default: module.ThemeCollectionPage }))),
  },
  { path: '/shop', load: page(() => import('./pages/shop-page')) },
  { path: '/promotion', load: page(() => import('./pages/promotion-page')) },
  { path: '/cart', load: page(() => import('./pages/cart-page')) },
  { path: '/reveal', load: page(() => import('./pages/reveal-page')) },
  { path: '/reveal/total', load: page(() => import('./pages/reveal-total-page')) },
  { path: '/market/payment', load: page(() => import('./pages/market-payment-page'), { particles: true }) },
  { path: '/market/register', load: page(() => import('./pages/market-register-page'), { particles: true }) },
  { path: '/market/watchlist', load: page(() => import('./pages/watchlist-page')) },
  { path: '/ticket', load: page(() => import('./pages/ticket-page')) },
  { path: '/ticket/project', load: page(() => import('./pages/ticket-project-page')) },
  { path: '/callback/payment-success', load: page(() => import('./pages/payment-success-page'), { particles: true }) },
  { path: '/callback/payment-error', load: page(() => import('./pages/payment-error-page')) },
  { path: '/callback/coin-success', load: page(() => import('./pages/coin-success-page')) },
  { path: '/callback/coin-error', load: page(() => import('./pages/coin-error-page')) },
];
