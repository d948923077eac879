import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { MEMBER_STATUS, type Language, type signUpSchema } from 'shared-contract';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { TerminationService } from '../service/termination-service';
import { completeSignUp, setLanguage, withDefaultNickname } from './member-repository';

/** argon2id with the library's defaults (~35 ms here): the cabinet password is never stored in clear. */
export const hashCabinetPassword = (password: string) => hash(password);

/** Sign-up is open while the service operates, to a member still signing up (checked before the form is read). */
export async function assertSignUpOpen(termination: TerminationService, clock: Clock, user: AppUserRow): Promise<void> {
  if ((await termination.phaseAt(clock.now())) !== 'operating') throw new AppError('SERVICE_SIGN_UP_CLOSED');
  if (user.status !== MEMBER_STATUS.pending) throw new AppError('ALREADY_SIGNED_UP');
}

/** The first sign-in's consents and cabinet password make the member active, with a free default nickname. */
export async function signUp(
  db: Kysely<Database>,
  { user, input, clock }: { user: AppUserRow; input: z.output<typeof signUpSchema>; clock: Clock },
): Promise<void> {
  const passwordHash = await hashCabinetPassword(input.password);
  const now = clock.now();
  const updated = await withDefaultNickname(db, (nickname) =>
    completeSignUp(db, user.id, { agreeMail: input.agreeMail, passwordHash, languageType: input.languageType, nickname, now }),
  );
  if (!updated) throw new AppError('ALREADY_SIGNED_UP');
}

/** The account's language: it wins after sign-in on any browser. */
export async function changeLanguage(db: Kysely<Database>, userId: number, language: Language): Promise<{ languageType: Language }> {
  await setLanguage(db, userId, language);
  return { languageType: language };
}
