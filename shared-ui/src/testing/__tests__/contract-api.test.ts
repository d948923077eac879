import i18next from 'i18next';
import { AUTH_PATHS, authSessionSchema, errorMessage, INQUIRY_API, SHOWCASE_API, myShowcaseSchema, showcaseUpdateRequestSchema } from 'shared-contract';
import { ApiError, apiClient, apiGet, apiSend, refreshSession, useSessionStore } from 'shared-session';
import { connectionLost, contractHandler, fileHandler, refusal, refusingHandler, setupContractApi } from '../contract-api';

const api = setupContractApi();

const showcase = { enabled: false, nickname: 'rosefan', keyItemIds: [101] };

beforeEach(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
  await i18next.changeLanguage('en');
  useSessionStore.setState({ status: 'authenticated', accessToken: 'token-1' });
  api.reset(
    contractHandler({ method: 'get', path: SHOWCASE_API.mine, response: myShowcaseSchema, reply: () => showcase }),
    contractHandler({
      method: 'put',
      path: SHOWCASE_API.mine,
      request: showcaseUpdateRequestSchema,
      response: myShowcaseSchema,
      reply: ({ body }) => ({ ...showcase, ...showcaseUpdateRequestSchema.parse(body) }),
    }),
  );
});

test('an answer goes through the real client: the success envelope is read, and the request is recorded with its headers', async () => {
  const mine = await apiGet(SHOWCASE_API.mine, myShowcaseSchema, { page: 2 });
  expect(mine).toEqual(showcase);
  const saved = await apiSend('put', SHOWCASE_API.mine, myShowcaseSchema, { enabled: true, keyItemIds: [101] }, { headers: { 'Idempotency-Key': 'key-1' } });
  expect(saved).toEqual({ ...showcase, enabled: true });
  expect(api.calls.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
    { method: 'get', path: '/api/showcase/mine', query: { page: '2' }, body: undefined },
    { method: 'put', path: '/api/showcase/mine', query: {}, body: { enabled: true, keyItemIds: [101] } },
  ]);
  expect(api.calls[1]?.headers).toMatchObject({ authorization: 'Bearer token-1', 'idempotency-key': 'key-1', 'accept-language': 'en', 'x-keys-env': 'web' });
});

test('a refusal answers as the api does: the status and code of the catalogue, the message in the request language', async () => {
  api.use(
    contractHandler({
      method: 'get',
      path: SHOWCASE_API.collector(':nickname'),
      response: myShowcaseSchema,
      reply: () => {
        throw refusal('SHOWCASE_NOT_FOUND');
      },
    }),
  );
  const refused = await apiGet(SHOWCASE_API.collector('nobody'), myShowcaseSchema).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ code: 'SHOWCASE_NOT_FOUND', status: 404, message: errorMessage('SHOWCASE_NOT_FOUND', 'en') });
  expect(api.calls[0]?.params).toEqual({ nickname: 'nobody' });
  expect(api.takeViolations()).toEqual([]);
});

test('a lost connection reaches the page as CONNECTION_FAILED; a refusing route answers its code', async () => {
  api.use(
    contractHandler({
      method: 'get',
      path: SHOWCASE_API.mine,
      response: myShowcaseSchema,
      reply: () => {
        throw connectionLost();
      },
    }),
  );
  await expect(apiGet(SHOWCASE_API.mine, myShowcaseSchema)).rejects.toMatchObject({ code: 'CONNECTION_FAILED', status: 0 });
  api.use(refusingHandler('get', SHOWCASE_API.mine, 'NOT_FOUND'));
  await expect(apiGet(SHOWCASE_API.mine, myShowcaseSchema)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  expect(api.takeViolations()).toEqual([]);
});

test('a page sending a body the contract refuses breaks the test (and is answered 400 VALIDATION_FAILED, as the api would)', async () => {
  const refused = await apiSend('put', SHOWCASE_API.mine, myShowcaseSchema, { enabled: 'yes' }).catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
  const violations = api.takeViolations();
  expect(violations).toHaveLength(1);
  expect(violations[0]).toMatch(/^PUT \/api\/showcase\/mine sent a body the contract refuses/);
});

test('a handler answering data the contract refuses breaks the test (the page gets 500 TEMPORARY_ERROR)', async () => {
  api.use(contractHandler({ method: 'get', path: SHOWCASE_API.mine, response: myShowcaseSchema, reply: () => ({ ...showcase, keyItemIds: [1.5] }) }));
  const refused = await apiGet(SHOWCASE_API.mine, myShowcaseSchema).catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: 'TEMPORARY_ERROR', status: 500 });
  const violations = api.takeViolations();
  expect(violations).toHaveLength(1);
  expect(violations[0]).toMatch(/^GET \/api\/showcase\/mine answered data the contract refuses/);
});

test('a request no route answers breaks the test', async () => {
  const failed = await apiGet('/api/not-in-this-test', myShowcaseSchema).catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(ApiError);
  expect(api.takeViolations()).toEqual(['unhandled GET http://localhost/api/not-in-this-test']);
});

test("a file route answers bytes with their type (a download through the real client), or the api's JSON refusal", async () => {
  api.use(
    fileHandler({
      method: 'get',
      path: INQUIRY_API.adminAttachment(':id', ':attachmentId'),
      file: ({ params }) => {
        if (params.attachmentId !== '11') throw refusal('NOT_FOUND');
        return { body: 'bytes', type: 'image/png' };
      },
    }),
  );
  const blob = await apiClient.get(INQUIRY_API.adminAttachment(3, 11)).blob();
  expect(blob.type).toBe('image/png');
  expect(await blob.text()).toBe('bytes');
  const missing = await apiClient
    .get(INQUIRY_API.adminAttachment(3, 12))
    .blob()
    .catch((error: unknown) => error);
  expect(missing).toMatchObject({ response: { status: 404 } });
  expect(api.calls.map(({ path, params }) => ({ path, params }))).toEqual([
    { path: '/api/admin/support/inquiries/3/attachments/11', params: { id: '3', attachmentId: '11' } },
    { path: '/api/admin/support/inquiries/3/attachments/12', params: { id: '3', attachmentId: '12' } },
  ]);
  expect(api.takeViolations()).toEqual([]);
});

test('an Auth.js route answers its own JSON without the envelope (parsed by its schema), read by the real session client', async () => {
  const session = { user: { id: 7, email: 'new@example.com', status: 1, signUpRequired: false }, expires: '2099-01-01T00:00:00.000Z', accessToken: 'token-7' };
  api.use(contractHandler({ method: 'get', path: AUTH_PATHS.session, envelope: false, response: authSessionSchema, reply: () => session }));
  await refreshSession();
  expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'token-7', user: { id: 7, email: 'new@example.com', status: 1 } });
  expect(api.requests('get', AUTH_PATHS.session)).toHaveLength(1);

  api.use(
    contractHandler({
      method: 'get',
      path: AUTH_PATHS.session,
      envelope: false,
      response: authSessionSchema,
      reply: () => ({ ...session, user: { ...session.user, status: 1.5 } }),
    }),
  );
  await refreshSession();
  expect(api.takeViolations()).toEqual([expect.stringMatching(/^GET \/auth\/session answered data the contract refuses/)]);
});
