import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { communityBannedDetailsSchema, communityNotOpenDetailsSchema, type CommunityAccess, type CommunityBanNotice } from 'shared-contract';
import { communityKeys } from '../api/query-keys';
import { errorCode, errorDetails } from '../utils/api-error';

/** Why the member cannot read the community (the reasons of COMMUNITY_ACCESS that close it). */
export type Gate = { reason: 'SIGN_IN' | 'NO_KEY' | 'NOT_OPEN' | 'CLOSED'; opensAt: string | null };

/** The codes of a refused request that close the whole community page, and the gate they mean. */
export function gateOfError(error: unknown): Gate | null {
  const code = errorCode(error);
  if (code === 'COMMUNITY_NO_ACCESS') return { reason: 'NO_KEY', opensAt: null };
  if (code === 'COMMUNITY_CLOSED') return { reason: 'CLOSED', opensAt: null };
  if (code === 'COMMUNITY_NOT_OPEN') {
    const details = communityNotOpenDetailsSchema.safeParse(errorDetails(error));
    return { reason: 'NOT_OPEN', opensAt: details.success ? details.data.opensAt : null };
  }
  if (code === 'LOGIN_NEEDED' || code === 'TOKEN_MISSING' || code === 'SESSION_REVOKED' || code === 'REFRESH_TOKEN_INVALID') {
    return { reason: 'SIGN_IN', opensAt: null };
  }
  return null;
}

/** The ban a refused write announces (COMMUNITY_BANNED with `details.until` and `reason`). */
export function banOfError(error: unknown): CommunityBanNotice | null {
  if (errorCode(error) !== 'COMMUNITY_BANNED') return null;
  const details = communityBannedDetailsSchema.safeParse(errorDetails(error));
  return details.success ? details.data : { until: null, reason: '' };
}

export type CommunityGuard = {
  /** The access to act on: the api's answer, narrowed by what later requests were refused with. */
  access: CommunityAccess;
  /** Why the member cannot read, or null when they can. */
  gate: Gate | null;
  /** A request was refused: a lost access closes the page, a ban turns writing off. True when it was one of those. */
  reportError: (error: unknown) => boolean;
};

const OPEN_ACCESS: CommunityAccess = { reason: 'OWNER', canRead: true, canWrite: true, canModerate: false, ban: null };

const GuardContext = createContext<CommunityGuard>({ access: OPEN_ACCESS, gate: null, reportError: () => false });

/** The community's access for the components of its page. */
export const useCommunityGuard = () => useContext(GuardContext);

/** The gate a guard's access means, if the member cannot read. */
export const gateOfAccess = (access: CommunityAccess, opensAt: string | null): Gate | null =>
  access.canRead ? null : { reason: access.reason === 'OWNER' || access.reason === 'STAFF' ? 'NO_KEY' : access.reason, opensAt };

/**
 * Holds one community's access for its page. The api checks access on every request: when a later one is refused
 * (the member sold their last KEY, an admin closed the community, a ban started), the page follows at once.
 */
export function CommunityGuardProvider({
  projectId,
  access,
  opensAt,
  children,
}: {
  projectId: number;
  access: CommunityAccess;
  opensAt: string | null;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [gate, setGate] = useState<Gate | null>(null);
  const [ban, setBan] = useState<CommunityBanNotice | null>(null);

  const reportError = useCallback(
    (error: unknown) => {
      const lost = gateOfError(error);
      if (lost) {
        setGate(lost);
        void queryClient.invalidateQueries({ queryKey: communityKeys.detail(projectId), refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: communityKeys.list(), refetchType: 'none' });
        return true;
      }
      const banned = banOfError(error);
      if (banned) {
        setBan(banned);
        return true;
      }
      return false;
    },
    [projectId, queryClient],
  );

  const value = useMemo<CommunityGuard>(() => {
    if (gate) return { access: { reason: gate.reason, canRead: false, canWrite: false, canModerate: false, ban: null }, gate, reportError };
    const effective = ban && !access.ban ? { ...access, canWrite: false, ban } : access;
    return { access: effective, gate: gateOfAccess(effective, opensAt), reportError };
  }, [access, ban, gate, opensAt, reportError]);

  return <GuardContext.Provider value={value}>{children}</GuardContext.Provider>;
}
