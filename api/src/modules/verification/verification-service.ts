import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MEMBER_STATUS,
  VERIFICATION_TTL_MS,
  type FoundAccount,
  type VERIFICATION_PURPOSES,
  type VerificationSignUpResult,
  type VerifiedIdentity,
} from 'shared-contract';
import type { Clock } from '../../clock';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { TerminationService } from '../service/termination-service';
import { isAdultEn, isAdultKr } from './age';
import type { IdentityProvider } from './identity-provider';
import * as repository from './verification-repository';

/** "demo@keys.local" -> "de**@keys.local": the first two characters of the local part (one when it is short). */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 0) return '*'.repeat(email.length);
  const local = email.slice(0, at);
  const keep = local.length >= 3 ? 2 : Math.max(local.length - 1, 0);
  return `${local.slice(0, keep)}${'*'.repeat(local.length - keep)}${email.slice(at)}`;
}

/**
 * Identity verification (spec sections 3, 7): start at the provider, check the result server to server,
 * apply it to the account, find accounts by the person's DI.
 */
export class VerificationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly termination: TerminationService,
    private readonly provider: IdentityProvider | null,
    /** Where the provider sends the browser back. */
    private readonly returnUrl: string,
  ) {}

  private isFresh(createdAt: Date) {
    return this.clock.now().getTime() - createdAt.getTime() <= VERIFICATION_TTL_MS;
  }

  /** Starts a verification; one for the account needs the signed-in member (`member`, asked only then). */
  async start(purpose: (typeof VERIFICATION_PURPOSES)[number], member: () => Promise<AppUserRow>): Promise<{ requestId: string; url: string }> {
    let userId: number | null = null;
    if (purpose === 'account') {
      const user = await member();
      if (user.status === MEMBER_STATUS.pending) throw new AppError('SIGN_UP_REQUIRED');
      if (user.status === MEMBER_STATUS.suspended) throw new AppError('ACCOUNT_SUSPENDED');
      if ((await this.termination.phaseAt(this.clock.now())) !== 'operating') throw new AppError('SERVICE_AGE_VERIFICATION_CLOSED');
      userId = user.id;
    }
    if (!this.provider) throw new AppError('TEMPORARY_ERROR');
    const requestId = randomUUID();
    await repository.insertVerification(this.db, { id: requestId, purpose, userId, now: this.clock.now() });
    const { url } = await this.provider.start({ requestId, returnUrl: this.returnUrl });
    return { requestId, url };
  }

  /** The provider's result for the redirect's token, recorded once. */
  async check({ requestId, token }: { requestId: string; token: string }): Promise<VerifiedIdentity> {
    const row = await repository.verificationOf(this.db, requestId);
    if (!row) throw new AppError('VERIFICATION_NOT_FOUND');
    if (!this.isFresh(row.created_at)) throw new AppError('VERIFICATION_EXPIRED');
    if (row.status !== 'PENDING' || !this.provider) throw new AppError('VERIFICATION_FAILED');
    // The redirect only carries a token: the result comes from the provider itself.
    const result = await this.provider.fetchResult(token);
    if (!result || result.requestId !== requestId) throw new AppError('VERIFICATION_FAILED');
    if (result.outcome === 'cancelled') {
      await repository.markCancelled(this.db, requestId);
      throw new AppError('VERIFICATION_CANCELLED');
    }
    const now = this.clock.now();
    const { identity } = result;
    if (!(await repository.markVerified(this.db, requestId, identity, now))) throw new AppError('VERIFICATION_FAILED');
    return {
      requestId,
      di: identity.di,
      name: identity.name,
      birthDate: identity.birthDate,
      isAdult: isAdultEn(identity.birthDate, now),
      isAdultKr: isAdultKr(identity.birthDate, now),
    };
  }

  /** Applies the member's verified identity to the account (the verification is used once). */
  async applyToAccount(user: AppUserRow, requestId: string): Promise<VerificationSignUpResult> {
    if ((await this.termination.phaseAt(this.clock.now())) !== 'operating') throw new AppError('SERVICE_AGE_VERIFICATION_CLOSED');
    const row = await repository.verifiedAccountVerification(this.db, requestId, user.id);
    if (!row || !row.di || !row.birth_date || !row.name || !row.phone) throw new AppError('VERIFICATION_NOT_FOUND');
    if (!this.isFresh(row.created_at)) throw new AppError('VERIFICATION_EXPIRED');
    const now = this.clock.now();
    const adult = isAdultEn(row.birth_date, now);
    const adultKr = isAdultKr(row.birth_date, now);
    const { di, name, birth_date: birthDate, phone } = row;
    await this.db.transaction().execute(async (trx) => {
      if (!(await repository.markUsed(trx, requestId))) throw new AppError('VERIFICATION_NOT_FOUND');
      await repository.applyIdentity(trx, user.id, { name, birthDate, phone, di, adult, adultKr, now });
    });
    return {
      isAdult: adult,
      isAdultKr: adultKr,
      adultVerification: { ko: adultKr, en: adult },
      authAdultAt: { ko: adultKr ? now.getTime() : 0, en: adult ? now.getTime() : 0 },
    };
  }

  /** The accounts of a person verified for finding them (emails masked). */
  async findAccounts({ requestId, di }: { requestId: string; di: string }): Promise<FoundAccount[]> {
    const row = await repository.verifiedFind(this.db, requestId, di);
    if (!row || !this.isFresh(row.created_at)) throw new AppError('VERIFICATION_NOT_FOUND');
    const members = await repository.accountsOfPerson(this.db, di);
    if (members.length === 0) throw new AppError('NO_MATCHING_ACCOUNT');
    return members.map((member) => ({
      provider: member.sns_provider,
      maskedEmail: maskEmail(member.email),
      createdAt: member.created_at.toISOString(),
    }));
  }
}
