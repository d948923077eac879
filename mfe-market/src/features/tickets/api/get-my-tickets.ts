import { useQuery } from '@tanstack/react-query';
import { TICKET_API, type TicketList } from 'shared-contract';
import { apiGet, apiQueryKey, unchecked } from 'shared-session';

/** The member's tickets, newest first (with the KEY each completed one gave). */
export const MY_TICKETS_QUERY_KEY = apiQueryKey(TICKET_API.mine);

export const useMyTickets = (enabled: boolean) =>
  useQuery({ queryKey: MY_TICKETS_QUERY_KEY, queryFn: () => apiGet(TICKET_API.mine, unchecked<TicketList>()), enabled });
