import { REPORT_STATUSES, type CommunityTargetType, type ReportStatus } from 'shared-contract';
import { enumParam, intParam } from '../../../console-kit/hooks/use-console-params';

/** The community section's sub-views (`?section=community&view=`). */
export const COMMUNITY_VIEWS = ['reports', 'bans', 'communities'] as const;
export type CommunityView = (typeof COMMUNITY_VIEWS)[number];

export type TargetRef = { targetType: CommunityTargetType; targetId: number };

const TARGET = /^(post|comment):([1-9]\d{0,9})$/;

/** `post:12` → { post, 12 }; anything else → undefined. */
export function parseTarget(value: string | null): TargetRef | undefined {
  const match = TARGET.exec(value ?? '');
  if (!match) return undefined;
  const targetId = Number(match[2]);
  return targetId <= 2_147_483_647 ? { targetType: match[1] as CommunityTargetType, targetId } : undefined;
}

export const targetParam = ({ targetType, targetId }: TargetRef) => `${targetType}:${targetId}`;

export type CommunityParams = {
  view: CommunityView;
  status: ReportStatus;
  target: TargetRef | undefined;
  page: number;
  /** Bans: only those in force (the default), or all. */
  activeOnly: boolean;
};

/** The section's place as the URL holds it (`?view=reports&status=OPEN&id=post:12&page=2`, `?view=bans&active=all`). */
export function communityParamsFrom(params: URLSearchParams): CommunityParams {
  return {
    view: enumParam(params, 'view', COMMUNITY_VIEWS) ?? 'reports',
    status: enumParam(params, 'status', REPORT_STATUSES) ?? 'OPEN',
    target: parseTarget(params.get('id')),
    page: intParam(params, 'page') ?? 1,
    activeOnly: params.get('active') !== 'all',
  };
}
