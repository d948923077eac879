import type { Budgets } from './check-budgets';

const KB = 1024;

/**
 * Gzipped JS budgets (zlib level 6), a little above what the current build measures: lower one when a change
 * makes its page smaller, never raise one without saying why in the commit. Goals of issue 14: /main <= 130 KB
 * before the first render; /project and /key/details <= 40 KB each.
 */
export const BUDGETS: Budgets = {
  // 243 (was 249): the displayed dates' formatter no longer pulls date-fns into the first load (measured 242.0 KB with
  // issue 18's connection notice and session client in). 243.5: issue 16's remote load reports (a beacon per remote
  // load) and the check for a developer's remote override, whose code itself loads only in a tab that asks for one
  // (measured 243.1 KB). 244.5: every file starts with Chrome's compile hint (`//# allFunctionsCalledOnLoad`, ~20 bytes
  // gz each), which moves their compilation off the main thread: about 300 ms less blocking at a phone's speed
  // (measured 243.9 KB). 235: the error catalogue (~10 KB) loads with the pages whose forms and panels name its codes,
  // not at start-up, which needs only its start-up messages, and /main's event popup dialog only when there is a popup
  // (measured 232.8 KB). 223: the market's start holds only /main's texts; every other page's (~11 KB) load with the
  // first of them (measured 222.3 KB). 215.5: react-i18next is shared as its hook and plugin, not whole with Trans and
  // its HTML parser (measured 214.8 KB). 214: TanStack Query is shared as what the apps use of it (measured 213.1 KB).
  '/main (initial)': 214 * KB,
  // 13 (was 2): the market's page texts (measured 12.5 KB).
  '/main -> /about': 13 * KB,
  // 21.5 (was 12): the error catalogue comes with this page now (its buy panel names refusals), not with /main
  // (measured 20.8 KB). 32.5: the market's page texts too (measured 31.9 KB).
  '/main -> /project?id=1': 32.5 * KB,
  // 13 (was 10): the Korean particles (~2 KB) load with this page now, not with /main (measured 11.9 KB), and issue
  // 15 A shows visitors the Watch panel (sign-in and back) in the page chunk (+0.25 KB); the member's control still loads
  // lazily. 24: the error catalogue too, as on /project (measured 23.2 KB). 35: and the market's page texts (measured
  // 34.3 KB).
  '/main -> /key/details?id=1': 35 * KB,
  // 15.5 (was 5): the market's page texts (measured 15.0 KB).
  '/main -> /search': 15.5 * KB,
  '/main -> /support': 104 * KB,
  '/main -> /community': 57 * KB,
  // 58 (was 57): both land on /user/login (account remote), whose texts gained issue 18's messages for every sign-in
  // error name of the spec (measured 57.7 KB). 58.5: the catalogue's start-up messages are a shared module of their
  // own, which the account remote's catalogue consumes (measured 58.0 KB).
  '/main -> /my': 58.5 * KB,
  '/main -> /cabinet': 58.5 * KB,
};
