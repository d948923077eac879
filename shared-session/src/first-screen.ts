import { answerKey, FIRST_SCREEN_DATA_ID, type FirstScreenData } from 'shared-contract';

let answers: Record<string, unknown> | null = null;

function readAnswers(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  try {
    if (element?.textContent) answers = (JSON.parse(element.textContent) as FirstScreenData).answers ?? {};
  } catch {
    // A first screen without readable data: the page asks the api as usual.
  }
  return answers;
}

/**
 * The answer a server-drawn first screen was drawn from (the same GET, as the api answered it while drawing the page),
 * taken once: the query it seeds then lives in the cache like any other. Undefined when the page carries none.
 */
export function takeFirstScreenAnswer<T>(path: string, query?: Record<string, string | number | boolean | undefined>): T | undefined {
  const all = readAnswers();
  const key = answerKey(path, query);
  if (!(key in all)) return undefined;
  const answer = all[key] as T;
  delete all[key];
  return answer;
}

/** When a first-screen answer was made: with the document (so `staleTime` counts from then). */
export const firstScreenAnswerTime = () => (typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin));
