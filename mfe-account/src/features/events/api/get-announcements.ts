import { useQuery } from '@tanstack/react-query';
import { ANNOUNCE_API, announcementListSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const announcementsQueryKey = apiQueryKey(ANNOUNCE_API.announcements);

/** `GET /api/event/announce` (visitors too): published announcements, newest first, with winners lists. */
export const getAnnouncements = () => apiGet(ANNOUNCE_API.announcements, announcementListSchema);

export const useAnnouncements = () => useQuery({ queryKey: announcementsQueryKey, queryFn: getAnnouncements, select: (list) => list.items, staleTime: 30_000 });
