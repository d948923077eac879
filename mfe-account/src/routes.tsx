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
  { path: '/user/login', load: () => import('./pages/login-page') },
  { path: '/user/signUp', load: () => import('./pages/sign-up-page') },
  { path: '/user/policyAgree', load: () => import('./pages/policy-agree-page') },
  { path: '/user/policy', load: () => import('./pages/policy-page') },
  { path: '/user/privacy', load: () => import('./pages/privacy-page') },
  { path: '/user/cabinetPassword', load: () => import('./pages/cabinet-password-page') },
  { path: '/user/signupSuccess', load: () => import('./pages/signup-success-page') },
  { path: '/user/findIds', load: () => import('./pages/find-ids-page') },
  { path: '/callback/login-success', load: () => import('./pages/login-success-page') },
  { path: '/callback/login-error', load: () => import('./pages/login-error-page') },
  { path: '/callback/logout-success', load: () => import('./pages/logout-success-page') },
  { path: '/callback/verification', load: () => import('./pages/verification-callback-page') },
  { path: '/my', load: () => import('./pages/my-page') },
  { path: '/my/coins', load: () => import('./pages/coins-page') },
  { path: '/my/coupons', load: () => import('./pages/coupons-page') },
  { path: '/my/notifications', load: () => import('./pages/notifications-page') },
  { path: '/my/settings', load: () => import('./pages/settings-page') },
  { path: '/deactivateaccount', load: () => import('./pages/deactivate-page') },
  { path: '/event/pre-reservation', load: () => import('./pages/pre-registration-page') },
  { path: '/event/monthly', load: () => import('./pages/monthly-page') },
  { path: '/event', load: () => import('./pages/events-page') },
  { path: '/event/lottery', load: () => import('./pages/lottery-page') },
];
