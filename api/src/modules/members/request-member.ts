import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isCatalogueRole, isStaffRole, MEMBER_STATUS } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../http/bearer-token';
import { readSessionMember } from './session-member-reads';

export interface AuthenticatedMember {
  user: AppUserRow;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember`. */
    member?: AuthenticatedMember;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type MemberRequirement = {
  /** Also let in a member who has not finished sign-up (the sign-up endpoints). */
  allowSigningUp?: boolean;
  /** Admins only. */
  admin?: boolean;
  /** The support team: roles `support` and `admin` (money and members' data; never `editor`). */
  staff?: boolean;
  /** The catalogue's staff (the studio): roles `admin` and `editor`. */
  catalogue?: boolean;
};

/**
 * Resolves the bearer token to a live member: valid signature and expiry, family not revoked, account usable. The
 * signature of a token is checked once (TokenService) and the members of concurrent requests are read together.
 */
export function authenticate(context: AppContext, request: FastifyRequest): Promise<AuthenticatedMember> {
  return authenticateToken(context, bearerToken(request));
}

/** `authenticate` for an access token given some other way (the body of `POST /user/me`). */
export async function authenticateToken(context: AppContext, token: string | undefined): Promise<AuthenticatedMember> {
  if (!token) throw new AppError('TOKEN_MISSING');
  const claims = await context.tokens.verifyAccess(token);
  const member = await readSessionMember(context.database, claims);
  if (!member || member.sessionRevoked) throw new AppError('SESSION_REVOKED');
  if (member.user.status === MEMBER_STATUS.deactivated) throw new AppError('ACCOUNT_DEACTIVATED');
  return { user: member.user, familyId: claims.familyId };
}

/** A preHandler that lets only signed-in members through and puts them on `request.member`. */
export function requireMember(context: AppContext, requirement: MemberRequirement = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    const member = await authenticate(context, request);
    if (member.user.status === MEMBER_STATUS.pending && !requirement.allowSigningUp) throw new AppError('SIGN_UP_REQUIRED');
    // Spec section 4: a suspended member reads what the few pages left to them need, and changes nothing.
    if (member.user.status === MEMBER_STATUS.suspended && !READ_METHODS.has(request.method)) throw new AppError('ACCOUNT_SUSPENDED');
    if (requirement.admin && member.user.role !== 'admin') throw new AppError('FORBIDDEN');
    if (requirement.staff && !isStaffRole(member.user.role)) throw new AppError('FORBIDDEN');
    if (requirement.catalogue && !isCatalogueRole(member.user.role)) throw new AppError('FORBIDDEN');
    request.member = member;
  };
}

/**
 * The member behind the bearer token, or null for a visitor (no token) or a member still signing up. A token that
 * is sent but expired or invalid is refused (401), so the client refreshes it and asks again instead of being
 * answered as a visitor.
 */
export async function optionalMember(context: AppContext, request: FastifyRequest): Promise<AuthenticatedMember | null> {
  if (!request.headers.authorization) return null;
  const member = await authenticate(context, request);
  return member.user.status === MEMBER_STATUS.pending ? null : member;
}

/** The member a `requireMember` route runs for. */
export function memberOf(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new AppError('TOKEN_MISSING');
  return request.member;
}
