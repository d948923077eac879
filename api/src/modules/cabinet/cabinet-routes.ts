import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CABINET_API,
  cabinetActivitiesQuerySchema,
  cabinetActivitiesSchema,
  cabinetArrangeRequestSchema,
  cabinetArrangeResultSchema,
  cabinetFavoriteRequestSchema,
  cabinetHiddenRequestSchema,
  cabinetPrefSchema,
  cabinetQuerySchema,
  cabinetSchema,
  cabinetUnlockRequestSchema,
  cabinetUnlockSchema,
  setProgressListSchema,
  setProgressQuerySchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { resolveAuthSecret } from '../auth/auth-secret';
import { memberOf, requireMember } from '../members/request-member';
import { loadActivities } from './cabinet-activities';
import { arrangeKeys, loadCabinet, setKeyPref, unlockCabinet } from './cabinet-service';
import { CabinetUnlockTokens, cabinetUnlockKey, requireCabinetUnlocked } from './cabinet-unlock';
import { loadSetProgress } from './set-progress';
import { MEMBER_TOKEN } from '../../http/openapi';

const tags = ['cabinet'];

/** The cabinet (issue 5 section A): opened by the cabinet password, then the member's KEYs, their arrangement and activities. */
export async function registerCabinetRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clock } = context;
  const { db } = context.database;
  const unlockTokens = new CabinetUnlockTokens(cabinetUnlockKey(await resolveAuthSecret(context.config.authSecret, context.config.dataDir)), clock);
  // Access (the member, and the open cabinet) is checked before the schemas validate anything.
  const member = requireMember(context);
  const unlocked = [member, requireCabinetUnlocked(unlockTokens)];

  /** The password gate: "Incorrect password", five wrong in a row lock it for 15 minutes; right answers an unlock token. */
  app.post(
    CABINET_API.password,
    {
      preValidation: member,
      schema: { tags, security: MEMBER_TOKEN, body: cabinetUnlockRequestSchema, response: { 200: successEnvelope(cabinetUnlockSchema) } },
    },
    async (request) => {
      const { user, familyId } = memberOf(request);
      return ok(await unlockCabinet({ db, clock, tokens: unlockTokens }, { user, familyId, password: request.body.password }));
    },
  );

  const readCabinet = {
    preValidation: unlocked,
    schema: { tags, security: MEMBER_TOKEN, querystring: cabinetQuerySchema, response: { 200: successEnvelope(cabinetSchema) } },
  };
  app.get(CABINET_API.cabinet, readCabinet, async (request) =>
    ok(await loadCabinet(db, memberOf(request).user.id, { includeHidden: request.query.includeHidden, now: clock.now() })),
  );
  // The spec's name for the same read.
  app.get(CABINET_API.nftCabinet, readCabinet, async (request) =>
    ok(await loadCabinet(db, memberOf(request).user.id, { includeHidden: request.query.includeHidden, now: clock.now() })),
  );

  app.put(
    CABINET_API.favorite,
    {
      preValidation: unlocked,
      schema: { tags, security: MEMBER_TOKEN, body: cabinetFavoriteRequestSchema, response: { 200: successEnvelope(cabinetPrefSchema) } },
    },
    async (request) => {
      const { keyItemId, favorite } = request.body;
      return ok(await setKeyPref(db, { userId: memberOf(request).user.id, keyItemId, favorite, now: clock.now() }));
    },
  );

  app.put(
    CABINET_API.hidden,
    {
      preValidation: unlocked,
      schema: { tags, security: MEMBER_TOKEN, body: cabinetHiddenRequestSchema, response: { 200: successEnvelope(cabinetPrefSchema) } },
    },
    async (request) => {
      const { keyItemId, hidden } = request.body;
      return ok(await setKeyPref(db, { userId: memberOf(request).user.id, keyItemId, hidden, now: clock.now() }));
    },
  );

  app.put(
    CABINET_API.arrange,
    {
      preValidation: unlocked,
      schema: { tags, security: MEMBER_TOKEN, body: cabinetArrangeRequestSchema, response: { 200: successEnvelope(cabinetArrangeResultSchema) } },
    },
    async (request) => ok(await arrangeKeys(db, { userId: memberOf(request).user.id, keyItemIds: request.body.keyItemIds, now: clock.now() })),
  );

  // What a member collects is theirs to see wherever they are (the project page too): signed in, no cabinet password.
  app.get(
    CABINET_API.sets,
    {
      preValidation: member,
      schema: { tags, security: MEMBER_TOKEN, querystring: setProgressQuerySchema, response: { 200: successEnvelope(setProgressListSchema) } },
    },
    async (request) => ok(await loadSetProgress(db, memberOf(request).user.id, request.query.projectId)),
  );

  app.get(
    CABINET_API.activities,
    {
      preValidation: unlocked,
      schema: { tags, security: MEMBER_TOKEN, querystring: cabinetActivitiesQuerySchema, response: { 200: successEnvelope(cabinetActivitiesSchema) } },
    },
    async (request) => ok(await loadActivities(db, memberOf(request).user.id, request.query)),
  );
}
