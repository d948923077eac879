import ky from 'ky';
import { ENVIRONMENT_HEADER, REQUEST_TIMEOUT_MS, requestLanguage, trackedFetch } from '../http-basics';

/**
 * The client of the Auth.js endpoints (session, csrf, session update, client logs): the session cookie, the
 * environment and language headers and the overlay flag, but no bearer token and no refresh-and-retry, since these
 * endpoints are what the api client's refresh itself calls.
 */
export const authHttp = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  retry: 0,
  fetch: trackedFetch,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        request.headers.set(ENVIRONMENT_HEADER, 'web');
        request.headers.set('accept-language', requestLanguage());
      },
    ],
  },
});
