import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, notificationSchema, pageOf, readAllResultSchema, unreadCountSchema, type Notification, type Page } from 'shared-contract';
import { apiGet, apiSend, ME_QUERY_KEY } from 'shared-session';

/** Every notification query starts with this key; invalidate it after a change. */
export const ALARM_QUERY_KEY = ['alarm'] as const;
export const alarmListQueryKey = [...ALARM_QUERY_KEY, 'list'] as const;
export const alarmUnreadQueryKey = [...ALARM_QUERY_KEY, 'unread'] as const;

export const ALARM_PAGE_SIZE = 20;
const notificationPageSchema = pageOf(notificationSchema);

export const fetchNotificationPage = (page: number): Promise<Page<Notification>> => apiGet(API.alarm, notificationPageSchema, { page, size: ALARM_PAGE_SIZE });

/** The member's notifications, newest first, one page of 20 at a time. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: alarmListQueryKey,
    queryFn: ({ pageParam }) => fetchNotificationPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Notification>) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: alarmUnreadQueryKey,
    queryFn: async () => (await apiGet(API.alarmUnread, unreadCountSchema)).count,
    staleTime: 0,
  });
}

/** After a change: the list, the count, and the member (its unread count feeds the header badge). */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ALARM_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]);
}

export function useMarkRead() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiSend('post', API.alarmRead(id), notificationSchema),
    onSuccess: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => apiSend('post', API.alarmReadAll, readAllResultSchema),
    onSuccess: refresh,
  });
}
