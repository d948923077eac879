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
    monthly: 'Monthly missions',
  },
};
