import { answerKey, FIRST_SCREEN_DATA_ID, type FirstScreenData } from 'shared-contract';

let data: FirstScreenData | null = null;

/** The page's first-screen data, read once it is there (a page without it is looked at again next time). */
function readData(): FirstScreenData {
  if (data) return data;
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return { answers: {} };
  data = { answers: {} };
  try {
    const read = JSON.parse(element.textContent ?? '') as Partial<FirstScreenData>;
    data = { answers: read.answers ?? {}, sessionCookie: read.sessionCookie };
  } catch {
    // A first screen without readable data: the page asks the api as usual.
  }
  return data;
}

/**
 * True when the server drew this page for a request without a session cookie: a visitor, whatever the session answer
 * still on its way will say (it can only confirm it). False on other pages, which cannot know before that answer.
 */
export const drawnForVisitor = (): boolean => readData().sessionCookie === false;

/** True when the server drew this page for a request with a session cookie (it said "My page"). */
export const drawnForMember = (): boolean => readData().sessionCookie === true;

/**
 * The answer a server-drawn first screen was drawn from (the same GET, as the api answered it while drawing the page),
 * taken once: the query it seeds then lives in the cache like any other. Undefined when the page carries none.
 */
export function takeFirstScreenAnswer<T>(path: string, query?: Record<string, string | number | boolean | undefined>): T | undefined {
  const all = readData().answers;
  const key = answerKey(path, query);
  if (!(key in all)) return undefined;
  const answer = all[key] as T;
  delete all[key];
  return answer;
}

/** When a first-screen answer was made: with the document (so `staleTime` counts from then). */
export const firstScreenAnswerTime = () => (typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin));
