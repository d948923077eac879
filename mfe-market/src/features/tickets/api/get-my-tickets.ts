import { useQuery } from '@tanstack/react-query';
import { TICKET_API, ticketListSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

/** The member's tickets, newest first (with the KEY each completed one gave). */
export const MY_TICKETS_QUERY_KEY = apiQueryKey(TICKET_API.mine);

export const useMyTickets = (enabled: boolean) =>
  useQuery({ queryKey: MY_TICKETS_QUERY_KEY, queryFn: () => apiGet(TICKET_API.mine, ticketListSchema), enabled });
