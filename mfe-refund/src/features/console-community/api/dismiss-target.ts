import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, reportTargetSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import type { TargetRef } from '../utils/community-params';
import { reportTargetQueryKey } from './get-report-target';
import { useRefreshCommunityQueries } from './refresh-community-queries';

/** `POST …/reports/:targetType/:targetId/dismiss { note? }`: closes the open reports as DISMISSED (the content stays); answers the target. */
export const dismissTarget = ({ targetType, targetId }: TargetRef, note: string | undefined) =>
  apiSend('post', COMMUNITY_API.adminDismiss(targetType, targetId), reportTargetSchema, note ? { note } : {});

export function useDismissTarget(target: TargetRef) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunityQueries();
  return useMutation({
    mutationFn: (note: string | undefined) => dismissTarget(target, note),
    onSuccess: (answer) => {
      queryClient.setQueryData(reportTargetQueryKey(target.targetType, target.targetId), answer);
      void refresh();
    },
  });
}
