import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, reportTargetSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import type { TargetRef } from '../utils/community-params';
import { reportTargetQueryKey } from './get-report-target';
import { useRefreshCommunityQueries } from './refresh-community-queries';

/** What staff decide on a target's open reports: hide the content (reports closed as HIDDEN) or dismiss them (DISMISSED; the content stays). */
export type ReportDecision = 'hide' | 'dismiss';

const decisionPath = { hide: COMMUNITY_API.adminHide, dismiss: COMMUNITY_API.adminDismiss } satisfies Record<ReportDecision, unknown>;

/** `POST …/reports/:targetType/:targetId/hide|dismiss { note? }`: closes the target's open reports as decided; answers the target. */
export const resolveReports = (decision: ReportDecision, { targetType, targetId }: TargetRef, note: string | undefined) =>
  apiSend('post', decisionPath[decision](targetType, targetId), reportTargetSchema, note ? { note } : {});

/** Hides or dismisses (the note is for the audit log); the opened target takes the answer, the other lists are asked again. */
export function useResolveReports(target: TargetRef) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunityQueries();
  return useMutation({
    mutationFn: ({ decision, note }: { decision: ReportDecision; note: string | undefined }) => resolveReports(decision, target, note),
    onSuccess: (answer) => {
      queryClient.setQueryData(reportTargetQueryKey(target.targetType, target.targetId), answer);
      void refresh();
    },
  });
}
