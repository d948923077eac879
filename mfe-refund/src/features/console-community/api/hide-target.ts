import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, reportTargetSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import type { TargetRef } from '../utils/community-params';
import { reportTargetQueryKey } from './get-report-target';
import { useRefreshCommunityQueries } from './refresh-community-queries';

/** `POST …/reports/:targetType/:targetId/hide { note? }`: hides the content, closes its open reports as HIDDEN; answers the target. */
export const hideTarget = ({ targetType, targetId }: TargetRef, note: string | undefined) =>
  apiSend('post', COMMUNITY_API.adminHide(targetType, targetId), reportTargetSchema, note ? { note } : {});

export function useHideTarget(target: TargetRef) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunityQueries();
  return useMutation({
    mutationFn: (note: string | undefined) => hideTarget(target, note),
    onSuccess: (answer) => {
      queryClient.setQueryData(reportTargetQueryKey(target.targetType, target.targetId), answer);
      void refresh();
    },
  });
}
