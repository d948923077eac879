import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { MEMBER_STATUS } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authenticate, type AuthenticatedMember } from '../members/request-member';

/** Verified: identity checked through the provider (DI) or adult-verified in either country. */
export const isIdentityVerified = (user: AppUserRow) => user.di !== null || user.adult_verified_en_at !== null || user.adult_verified_ko_at !== null;

export type PurchaseRequirements = <T>(request: FastifyRequest, parse: (body: unknown) => T) => Promise<{ user: AppUserRow; input: T }>;

/**
 * Every KEY purchase (Gold, card or the cart) checks the same requirements in this order: signed in and not
 * suspended, the service still selling, identity verified, adult; then the order itself (refund policy), by the
 * route's body schema or by `parse`.
 */
function purchaserOf(context: AppContext): (request: FastifyRequest) => Promise<AuthenticatedMember> {
  const { clock } = context;
  /** Signed in: a request without a token is told to log in (not TOKEN_MISSING). */
  const buyer = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new AppError('LOGIN_NEEDED');
    const member = await authenticate(context, request);
    if (member.user.status === MEMBER_STATUS.pending) throw new AppError('SIGN_UP_REQUIRED');
    if (member.user.status === MEMBER_STATUS.suspended) throw new AppError('ACCOUNT_SUSPENDED');
    return member;
  };
  return async (request) => {
    const member = await buyer(request);
    const { user } = member;
    // Sales stopped comes first: verifying one's identity is stopped too, so asking for it would lead nowhere.
    if ((await context.termination.phaseAt(clock.now())) !== 'operating') throw new AppError('SERVICE_PURCHASE_CLOSED');
    if (!isIdentityVerified(user)) throw new AppError('IDENTITY_VERIFICATION_REQUIRED');
    if (!user.is_adult) throw new AppError('ADULT_ONLY');
    return member;
  };
}

/** The requirements, then the order parsed by `parse` (for a route that does not declare its body). */
export function purchaseRequirementsOf(context: AppContext): PurchaseRequirements {
  const purchaser = purchaserOf(context);
  return async (request, parse) => {
    const { user } = await purchaser(request);
    const input = parse(request.body);
    return { user, input };
  };
}

/**
 * The requirements as a route's preValidation: checked before the route's schema validates the order, so they
 * answer first as they always did; the buyer is then on `request.member` (`memberOf`).
 */
export function requirePurchaser(context: AppContext): preValidationAsyncHookHandler {
  const purchaser = purchaserOf(context);
  return async (request) => {
    request.member = await purchaser(request);
  };
}
