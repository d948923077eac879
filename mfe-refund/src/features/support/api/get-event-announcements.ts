import { useQuery } from '@tanstack/react-query';
import { ANNOUNCE_API, announcementListSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

/** The same key as the event page's list (account remote): one cache entry for `GET /api/event/announce`. */
export const eventAnnouncementsQueryKey = apiQueryKey(ANNOUNCE_API.announcements);

/** `GET /api/event/announce` (visitors too): published announcements, newest first, with winners lists. */
export const getEventAnnouncements = () => apiGet(ANNOUNCE_API.announcements, announcementListSchema);

export const useEventAnnouncements = () =>
  useQuery({ queryKey: eventAnnouncementsQueryKey, queryFn: getEventAnnouncements, select: (list) => list.items, staleTime: 30_000 });
