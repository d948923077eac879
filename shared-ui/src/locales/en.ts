import type { CommonResources } from './ko';

export const commonEn: CommonResources = {
  loading: 'Loading',
  retry: 'Retry',
  backHome: 'Back to home',
  back: 'Back',
  close: 'Close',
  empty: 'Nothing to show yet.',
  error: {
    title: 'Could not load this',
    generic: 'A temporary error occurred. Please try again later.',
    connection: 'Connection failed. Please go to the main page.',
  },
  errorPage: {
    title: 'A temporary error occurred',
    message: 'Please try again later. If the problem continues, contact customer support.',
  },
  notFound: {
    title: 'Page not found',
    message: 'The address may have changed or the page was removed. Please check the address.',
  },
  notAvailable: {
    title: 'Coming soon',
    text: 'This part of the service is being prepared. Please check back soon.',
  },
};
