/**
 * @jest-environment node
 */
import i18next from 'i18next';
import { ERRORS } from 'shared-contract';
import { ApiError, apiGet, unchecked } from '../api-client';
import { useSessionStore } from '../session-store';
import { resolvePathsAgainst, sendJson, startTestServer, type Handler } from '../session/__tests__/test-server';

/** Answers like the api: a refusal in the language the request asked for; and like a proxy in front of it, HTML. */
const api: Handler = (request, response) => {
  const language = request.headers['accept-language'] === 'en' ? 'en' : 'ko';
  if (request.path === '/api/project') {
    return sendJson(response, 404, { result: 'FAIL', error: { code: 'PROJECT_NOT_FOUND', message: ERRORS.PROJECT_NOT_FOUND[language] } });
  }
  if (request.path === '/api/newer') {
    const message = language === 'en' ? 'A refusal this page does not know yet.' : '이 페이지가 아직 모르는 거절입니다.';
    return sendJson(response, 409, { result: 'FAIL', error: { code: 'NEWER_REFUSAL', message } });
  }
  response.writeHead(502, { 'content-type': 'text/html' });
  response.end('<html><body>Bad gateway</body></html>');
};

let stop: (() => Promise<void>) | null = null;
let undo: (() => void) | null = null;

beforeAll(() => i18next.init({ lng: 'ko', resources: {} }));
beforeEach(async () => {
  useSessionStore.getState().setSession(null);
  const server = await startTestServer(api);
  stop = server.close;
  undo = resolvePathsAgainst(server.base);
});
afterEach(async () => {
  undo?.();
  await stop?.();
});

const failureOf = (path: string) =>
  apiGet(path, unchecked()).then(
    () => new Error('answered'),
    (error: unknown) => error,
  );

test("a refusal says the api's own message, in the page's language", async () => {
  await i18next.changeLanguage('en');
  expect(await failureOf('/api/project')).toMatchObject({ code: 'PROJECT_NOT_FOUND', status: 404, message: 'This project does not exist.' });
  await i18next.changeLanguage('ko');
  expect(await failureOf('/api/project')).toMatchObject({ code: 'PROJECT_NOT_FOUND', status: 404, message: '프로젝트를 찾을 수 없습니다.' });
});

test('a refusal whose code this page does not know yet (a newer api) still says what the api said', async () => {
  await i18next.changeLanguage('en');
  expect(await failureOf('/api/newer')).toMatchObject({ code: 'NEWER_REFUSAL', status: 409, message: 'A refusal this page does not know yet.' });
  await i18next.changeLanguage('ko');
  expect(await failureOf('/api/newer')).toMatchObject({ code: 'NEWER_REFUSAL', status: 409, message: '이 페이지가 아직 모르는 거절입니다.' });
});

test('a failure that is not an api answer (a proxy page) says the temporary error, in the page language', async () => {
  await i18next.changeLanguage('en');
  const failure = await failureOf('/api/main');
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ code: 'TEMPORARY_ERROR', status: 502, message: 'A temporary error occurred. Please try again later.' });
});

test('a request that gets no answer says the connection failed', async () => {
  await i18next.changeLanguage('ko');
  await stop?.();
  stop = null;
  expect(await failureOf('/api/main')).toMatchObject({ code: 'CONNECTION_FAILED', status: 0, message: '연결에 실패했습니다. 메인으로 이동합니다.' });
});
