import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAnnouncementSchema, adminAnnouncementsSchema, ANNOUNCE_API, type AnnouncementInput } from 'shared-contract';
import { apiGet, apiQueryKey, apiSend } from 'shared-session';

export const adminAnnouncementsQueryKey = apiQueryKey(ANNOUNCE_API.adminAnnouncements);

/** `GET /api/admin/events/announcements` (support, admin): every announcement, withdrawn ones too. */
export const getAdminAnnouncements = () => apiGet(ANNOUNCE_API.adminAnnouncements, adminAnnouncementsSchema);

export const useAdminAnnouncements = () =>
  useQuery({
    queryKey: adminAnnouncementsQueryKey,
    queryFn: getAdminAnnouncements,
    select: (list) => list.items,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

/** `POST /api/admin/events/announcements` (admin): publishes an announcement, optionally with a drawn lottery's winners. */
export const publishAnnouncement = (input: AnnouncementInput) => apiSend('post', ANNOUNCE_API.adminAnnouncements, adminAnnouncementSchema, input);

export function usePublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishAnnouncement, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminAnnouncementsQueryKey }) });
}

/** `DELETE /api/admin/events/announcements/:id` (admin): withdraws it. */
export const withdrawAnnouncement = (announcementId: number) => apiSend('delete', ANNOUNCE_API.adminAnnouncement(announcementId), adminAnnouncementSchema);

export function useWithdrawAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawAnnouncement, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminAnnouncementsQueryKey }) });
}
