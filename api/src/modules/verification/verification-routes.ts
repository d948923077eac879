import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  API,
  checkVerificationSchema,
  findAccountsSchema,
  MEMBER_STATUS,
  startVerificationSchema,
  VERIFICATION_TTL_MS,
  verificationSignUpSchema,
  type FoundAccount,
  type VerificationSignUpResult,
  type VerifiedIdentity,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { resolveAuthSecret } from '../auth/auth-secret';
import { isKoreanIp } from '../geo/korean-ip';
import { authenticate, memberOf, requireMember } from '../members/request-member';
import { isAdultEn, isAdultKr } from './age';
import type { IdentityProvider } from './identity-provider';
import { SandboxIdentityProvider } from './sandbox-provider';

export const VERIFICATION_CALLBACK_PATH = '/callback/verification';

/** "demo@keys.local" -> "de**@keys.local": the first two characters of the local part (one when it is short). */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 0) return '*'.repeat(email.length);
  const local = email.slice(0, at);
  const keep = local.length >= 3 ? 2 : Math.max(local.length - 1, 0);
  return `${local.slice(0, keep)}${'*'.repeat(local.length - keep)}${email.slice(at)}`;
}

const diKey = async (context: AppContext) =>
  `identity-sandbox-di:${await resolveAuthSecret(context.config.authSecret, context.config.dataDir)}`;

/**
 * Identity verification (spec sections 3, 7): start at the provider, check the result server to server,
 * apply it to the account, find accounts by the person's DI; and the Korean-IP check.
 */
export async function registerVerificationRoutes(app: FastifyInstance, context: AppContext, providerOverride?: IdentityProvider) {
  const { database, clock, config } = context;
  const db = database.db;
  let provider: IdentityProvider | null = providerOverride ?? null;
  if (!provider && config.identitySandbox) {
    const sandbox = new SandboxIdentityProvider(clock, await diKey(context));
    sandbox.register(app);
    provider = sandbox;
  }

  const isFresh = (createdAt: Date) => clock.now().getTime() - createdAt.getTime() <= VERIFICATION_TTL_MS;

  app.post(API.userPhoneVerification, async (request) => {
    const { purpose } = parseWith(startVerificationSchema, request.body);
    let userId: number | null = null;
    if (purpose === 'account') {
      const { user } = await authenticate(context, request);
      if (user.status === MEMBER_STATUS.pending) throw new AppError('SIGN_UP_REQUIRED');
      if (user.status === MEMBER_STATUS.suspended) throw new AppError('ACCOUNT_SUSPENDED');
      if ((await context.termination.phaseAt(clock.now())) !== 'operating') throw new AppError('SERVICE_AGE_VERIFICATION_CLOSED');
      userId = user.id;
    }
    if (!provider) throw new AppError('TEMPORARY_ERROR');
    const requestId = randomUUID();
    await db
      .insertInto('identity_verification')
      .values({ id: requestId, purpose, user_id: userId, status: 'PENDING', created_at: clock.now() })
      .execute();
    const { url } = await provider.start({ requestId, returnUrl: `${config.publicUrl}${VERIFICATION_CALLBACK_PATH}` });
    return ok({ requestId, url });
  });

  app.post(API.authCheckVerification, async (request) => {
    const { requestId, token } = parseWith(checkVerificationSchema, request.body);
    const row = await db.selectFrom('identity_verification').selectAll().where('id', '=', requestId).executeTakeFirst();
    if (!row) throw new AppError('VERIFICATION_NOT_FOUND');
    if (!isFresh(row.created_at)) throw new AppError('VERIFICATION_EXPIRED');
    if (row.status !== 'PENDING' || !provider) throw new AppError('VERIFICATION_FAILED');
    // The redirect only carries a token: the result comes from the provider itself.
    const result = await provider.fetchResult(token);
    if (!result || result.requestId !== requestId) throw new AppError('VERIFICATION_FAILED');
    if (result.outcome === 'cancelled') {
      await db.updateTable('identity_verification').set({ status: 'FAILED' }).where('id', '=', requestId).where('status', '=', 'PENDING').execute();
      throw new AppError('VERIFICATION_CANCELLED');
    }
    const now = clock.now();
    const { identity } = result;
    const updated = await db
      .updateTable('identity_verification')
      .set({ status: 'VERIFIED', di: identity.di, name: identity.name, birth_date: identity.birthDate, phone: identity.phone, verified_at: now })
      .where('id', '=', requestId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('VERIFICATION_FAILED');
    const verified: VerifiedIdentity = {
      requestId,
      di: identity.di,
      name: identity.name,
      birthDate: identity.birthDate,
      isAdult: isAdultEn(identity.birthDate, now),
      isAdultKr: isAdultKr(identity.birthDate, now),
    };
    return ok(verified);
  });

  app.post(API.authVerificationSignUp, { preHandler: requireMember(context) }, async (request) => {
    const { user } = memberOf(request);
    const { requestId } = parseWith(verificationSignUpSchema, request.body);
    if ((await context.termination.phaseAt(clock.now())) !== 'operating') throw new AppError('SERVICE_AGE_VERIFICATION_CLOSED');
    const row = await db
      .selectFrom('identity_verification')
      .selectAll()
      .where('id', '=', requestId)
      .where('purpose', '=', 'account')
      .where('user_id', '=', user.id)
      .where('status', '=', 'VERIFIED')
      .executeTakeFirst();
    if (!row || !row.di || !row.birth_date || !row.name || !row.phone) throw new AppError('VERIFICATION_NOT_FOUND');
    if (!isFresh(row.created_at)) throw new AppError('VERIFICATION_EXPIRED');
    const now = clock.now();
    const adult = isAdultEn(row.birth_date, now);
    const adultKr = isAdultKr(row.birth_date, now);
    const { di, name, birth_date: birthDate, phone } = row;
    await db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('identity_verification')
        .set({ status: 'USED' })
        .where('id', '=', requestId)
        .where('status', '=', 'VERIFIED')
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new AppError('VERIFICATION_NOT_FOUND');
      await trx
        .updateTable('app_user')
        .set({
          verified_name: name,
          birth_date: birthDate,
          phone,
          di,
          is_adult: adult,
          is_adult_kr: adultKr,
          adult_verified_en_at: adult ? now : null,
          adult_verified_ko_at: adultKr ? now : null,
        })
        .where('id', '=', user.id)
        .execute();
    });
    const result: VerificationSignUpResult = {
      isAdult: adult,
      isAdultKr: adultKr,
      adultVerification: { ko: adultKr, en: adult },
      authAdultAt: { ko: adultKr ? now.getTime() : 0, en: adult ? now.getTime() : 0 },
    };
    return ok(result);
  });

  app.post(API.authFind, async (request) => {
    const { requestId, di } = parseWith(findAccountsSchema, request.body);
    const row = await db
      .selectFrom('identity_verification')
      .select(['created_at'])
      .where('id', '=', requestId)
      .where('purpose', '=', 'find')
      .where('status', '=', 'VERIFIED')
      .where('di', '=', di)
      .executeTakeFirst();
    if (!row || !isFresh(row.created_at)) throw new AppError('VERIFICATION_NOT_FOUND');
    const members = await db
      .selectFrom('app_user')
      .select(['sns_provider', 'email', 'created_at'])
      .where('di', '=', di)
      .where('status', 'in', [MEMBER_STATUS.active, MEMBER_STATUS.suspended])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (members.length === 0) throw new AppError('NO_MATCHING_ACCOUNT');
    const accounts: FoundAccount[] = members.map((member) => ({
      provider: member.sns_provider,
      maskedEmail: maskEmail(member.email),
      createdAt: member.created_at.toISOString(),
    }));
    return ok(accounts);
  });

  app.get(API.authIp, async (request, reply) => reply.header('cache-control', 'no-store').send(ok({ isKrIpUser: isKoreanIp(config, request) })));
}
