import { signUpText } from '../features/sign-up/text';
import { profileText } from '../features/profile/text';
import { notificationsText } from '../features/notifications/text';
import { notificationSettingsText } from '../features/notification-settings/text';
import { cabinetResetText } from '../features/cabinet-reset/text';
import { verificationText } from '../features/verification/text';
import { deactivationText } from '../features/deactivation/text';
import { coinsText } from '../features/coins/text';
import { couponsText } from '../features/coupons/text';
import { purchasesText } from '../features/purchases/text';
import { preRegistrationText } from '../features/pre-registration/text';
import { monthlyText } from '../features/monthly/text';
import { eventsText } from '../features/events/text';

import type { ko } from './ko';

export const en: typeof ko = {
  pages: {
    login: 'Sign in',
    signUp: 'Sign up',
    policyAgree: 'Agree to the terms',
    policy: 'Terms of service',
    privacy: 'Privacy policy',
    cabinetPassword: 'Cabinet password',
    signupSuccess: 'Sign-up complete',
    findIds: 'Find my accounts',
    loginSuccess: 'Signed in',
    loginError: 'Sign-in error',
    logoutSuccess: 'Signed out',
    my: 'My Info',
    coins: 'Gold',
    coupons: 'Coupons',
    notifications: 'Notifications',
    settings: 'Account settings',
    deactivate: 'Deactivate account',
    preReservation: 'Pre-registration',
  },
  login: {
    subtitle: 'Choose the account you want to use.',
    loadingProviders: 'Loading the sign-in options',
    continueWith: 'Continue with {{name}}',
    redirecting: 'Redirecting…',
    noProviders: 'No sign-in option is available right now. Please try again later.',
    startFailed: 'Could not start signing in. Please try again.',
    providerNames: {
      apple: 'Apple',
      google: 'Google',
      facebook: 'Facebook',
      kakao: 'Kakao',
      naver: 'Naver',
      local: 'Local test account',
    },
    errors: {
      OAuthCallbackError: 'Something went wrong on the way back from the sign-in service. Please try again.',
      AccountNotLinkedError: 'This e-mail is already used with another sign-in method. Please sign in the way you first signed up.',
      SessionRequired: 'Login needed. After signing in you will return to the page you were on.',
      generic: 'Could not sign you in. Please try again.',
    },
  },
  loginSuccess: {
    checking: 'Checking your sign-in',
    welcome: 'Welcome, {{name}}!',
    signedInAs: 'Signed in as {{email}}.',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signOutFailed: 'Could not sign you out. Please try again.',
    notSignedInTitle: 'You are not signed in',
    notSignedIn: 'Signing in did not finish. Please sign in again.',
  },
  logoutSuccess: {
    message: 'You have signed out. See you again soon!',
    signInAgain: 'Sign in again',
  },
  signUp: signUpText.en,
  profile: profileText.en,
  notifications: notificationsText.en,
  notificationSettings: notificationSettingsText.en,
  cabinetReset: cabinetResetText.en,
  verification: verificationText.en,
  deactivation: deactivationText.en,
  coins: coinsText.en,
  coupons: couponsText.en,
  purchases: purchasesText.en,
  preRegistration: preRegistrationText.en,
  monthly: monthlyText.en,
  events: eventsText.en,
};
