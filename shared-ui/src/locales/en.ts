import type { CommonResources } from './ko';
import type { EnglishPlurals } from './plurals';

export const commonEn: EnglishPlurals<CommonResources> = {
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
  share: {
    shared: 'Shared',
    copied: 'Link copied',
    copyFailed: 'The link could not be copied. Copy the address below yourself.',
  },
  relativeTime: {
    justNow: 'just now',
    minutes_one: '{{count}} minute ago',
    minutes_other: '{{count}} minutes ago',
    hours_one: '{{count}} hour ago',
    hours_other: '{{count}} hours ago',
    days_one: '{{count}} day ago',
    days_other: '{{count}} days ago',
    months_one: '{{count}} month ago',
    months_other: '{{count}} months ago',
    years_one: '{{count}} year ago',
    years_other: '{{count}} years ago',
    exact: '{{time}}',
  },
  keyLock: {
    reason: 'KEYs can be sold or transferred 24 hours after they were bought or received.',
    remaining: 'Time left',
  },
  notAvailable: {
    title: 'Coming soon',
    text: 'This part of the service is being prepared. Please check back soon.',
  },
};
