import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { API, MEMBER_STATUS, signUpSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { freeDefaultNickname } from './member-repository';
import { memberOf, requireMember } from './request-member';

/** argon2id with the library's defaults (~35 ms here): the cabinet password is never stored in clear. */
export const hashCabinetPassword = (password: string) => hash(password);

/** `POST /api/auth/sign-up`: the first sign-in's consents and cabinet password make the member active. */
export async function registerSignUpRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock } = context;

  app.post(API.authSignUp, { preHandler: requireMember(context, { allowSigningUp: true }) }, async (request) => {
    const { user } = memberOf(request);
    if ((await context.termination.phaseAt(clock.now())) !== 'operating') throw new AppError('SERVICE_SIGN_UP_CLOSED');
    if (user.status !== MEMBER_STATUS.pending) throw new AppError('ALREADY_SIGNED_UP');
    const input = parseWith(signUpSchema, request.body);
    const passwordHash = await hashCabinetPassword(input.password);
    const now = clock.now();
    const nickname = await freeDefaultNickname(database.db);
    const updated = await database.db
      .updateTable('app_user')
      .set({
        status: MEMBER_STATUS.active,
        consents_at: now,
        is_agree_mail: input.agreeMail,
        cabinet_password_hash: passwordHash,
        language_type: input.languageType,
        nickname,
        signed_up_at: now,
      })
      .where('id', '=', user.id)
      .where('status', '=', MEMBER_STATUS.pending)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('ALREADY_SIGNED_UP');
    return ok('SUCCESS' as const);
  });
}
