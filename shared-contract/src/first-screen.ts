// Zod-free on purpose: the market's first screens read it on the first render.

/** The element of a server-drawn page that carries the api answers its first screen was drawn from. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** What that element holds: answers by `answerKey`, and whether the request carried a session cookie. */
export interface FirstScreenData {
  answers: Record<string, unknown>;
  /**
   * False when the page was asked for without a session cookie: the visitor is not signed in, so the app shows them
   * "Sign in" (as the page was drawn) while it asks for the session instead of a member's links.
   */
  sessionCookie?: boolean;
}

/** The key of a GET answer: its path and query, as the client sends them (keys in the given order). */
export const answerKey = (path: string, query?: Record<string, string | number | boolean | undefined>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The shop query of /main's "On sale now" (the server draws it and the market's page asks for it). */
export const MAIN_ON_SALE_QUERY = { sort: 'newest', limit: 6 } as const;
