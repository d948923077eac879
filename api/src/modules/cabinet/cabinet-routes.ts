import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CABINET_API,
  cabinetActivitiesQuerySchema,
  cabinetArrangeRequestSchema,
  cabinetFavoriteRequestSchema,
  cabinetHiddenRequestSchema,
  cabinetQuerySchema,
  cabinetUnlockRequestSchema,
  setProgressQuerySchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { resolveAuthSecret } from '../auth/auth-secret';
import { memberOf, requireMember } from '../members/request-member';
import { verifyCabinetPassword } from '../ownership/cabinet-password';
import { loadActivities } from './cabinet-activities';
import { arrangeKeys, setKeyPref } from './cabinet-prefs';
import { loadCabinet } from './cabinet-queries';
import { CabinetUnlockTokens, cabinetUnlockKey, requireCabinetUnlocked } from './cabinet-unlock';
import { loadSetProgress } from './set-progress';

/** The cabinet (issue 5 section A): opened by the cabinet password, then the member's KEYs, their arrangement and activities. */
export async function registerCabinetRoutes(app: FastifyInstance, context: AppContext) {
  const { clock } = context;
  const { db } = context.database;
  const unlockTokens = new CabinetUnlockTokens(cabinetUnlockKey(await resolveAuthSecret(context.config.authSecret, context.config.dataDir)), clock);
  const member = requireMember(context);
  const unlocked = { preHandler: [member, requireCabinetUnlocked(unlockTokens)] };

  /** The password gate: "Incorrect password", five wrong in a row lock it for 15 minutes; right answers an unlock token. */
  app.post(CABINET_API.password, { preHandler: member }, async (request) => {
    const { password } = parseWith(cabinetUnlockRequestSchema, request.body);
    const { user, familyId } = memberOf(request);
    if (user.cabinet_password_hash === null) throw new AppError('CABINET_PASSWORD_NOT_SET');
    await verifyCabinetPassword(db, user, password, clock.now());
    return ok(await unlockTokens.issue(user.id, familyId));
  });

  const readCabinet = async (request: FastifyRequest) => {
    const { includeHidden } = parseWith(cabinetQuerySchema, request.query);
    return ok(await loadCabinet(db, memberOf(request).user.id, { includeHidden, now: clock.now() }));
  };
  app.get(CABINET_API.cabinet, unlocked, readCabinet);
  // The spec's name for the same read.
  app.get(CABINET_API.nftCabinet, unlocked, readCabinet);

  app.put(CABINET_API.favorite, unlocked, async (request) => {
    const { keyItemId, favorite } = parseWith(cabinetFavoriteRequestSchema, request.body);
    return ok(await setKeyPref(db, { userId: memberOf(request).user.id, keyItemId, favorite, now: clock.now() }));
  });

  app.put(CABINET_API.hidden, unlocked, async (request) => {
    const { keyItemId, hidden } = parseWith(cabinetHiddenRequestSchema, request.body);
    return ok(await setKeyPref(db, { userId: memberOf(request).user.id, keyItemId, hidden, now: clock.now() }));
  });

  app.put(CABINET_API.arrange, unlocked, async (request) => {
    const { keyItemIds } = parseWith(cabinetArrangeRequestSchema, request.body);
    return ok(await arrangeKeys(db, { userId: memberOf(request).user.id, keyItemIds, now: clock.now() }));
  });

  // What a member collects is theirs to see wherever they are (the project page too): signed in, no cabinet password.
  app.get(CABINET_API.sets, { preHandler: member }, async (request) => {
    const { projectId } = parseWith(setProgressQuerySchema, request.query);
    return ok(await loadSetProgress(db, memberOf(request).user.id, projectId));
  });

  app.get(CABINET_API.activities, unlocked, async (request) => {
    const query = parseWith(cabinetActivitiesQuerySchema, request.query);
    return ok(await loadActivities(db, memberOf(request).user.id, query));
  });
}
