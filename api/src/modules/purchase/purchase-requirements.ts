import type { FastifyRequest } from 'fastify';
import { MEMBER_STATUS } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authenticate } from '../members/request-member';

/** Verified: identity checked through the provider (DI) or adult-verified in either country. */
export const isIdentityVerified = (user: AppUserRow) =>
  user.di !== null || user.adult_verified_en_at !== null || user.adult_verified_ko_at !== null;

export type PurchaseRequirements = <T>(request: FastifyRequest, parse: (body: unknown) => T) => Promise<{ user: AppUserRow; input: T }>;

/**
 * Every KEY purchase (Gold, card or the cart) checks the same requirements in this order: signed in and not
 * suspended, the service still selling, identity verified, adult, the order itself (refund policy).
 */
export function purchaseRequirementsOf(context: AppContext): PurchaseRequirements {
  const { clock } = context;
  /** Signed in: a request without a token is told to log in (not TOKEN_MISSING). */
  const buyer = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new AppError('LOGIN_NEEDED');
    const { user } = await authenticate(context, request);
    if (user.status === MEMBER_STATUS.pending) throw new AppError('SIGN_UP_REQUIRED');
    if (user.status === MEMBER_STATUS.suspended) throw new AppError('ACCOUNT_SUSPENDED');
    return user;
  };
  return async (request, parse) => {
    const user = await buyer(request);
    // Sales stopped comes first: verifying one's identity is stopped too, so asking for it would lead nowhere.
    if ((await context.termination.phaseAt(clock.now())) !== 'operating') throw new AppError('SERVICE_PURCHASE_CLOSED');
    if (!isIdentityVerified(user)) throw new AppError('IDENTITY_VERIFICATION_REQUIRED');
    if (!user.is_adult) throw new AppError('ADULT_ONLY');
    const input = parse(request.body);
    return { user, input };
  };
}
