import { useQuery } from '@tanstack/react-query';
import { TICKET_API, type TicketProjectList } from 'shared-contract';
import { apiGet, apiQueryKey, unchecked } from 'shared-session';

/** The projects a ticket can be exchanged for now, with their remaining supply. */
export const TICKET_PROJECTS_QUERY_KEY = apiQueryKey(TICKET_API.projectList);

export const useTicketProjects = () =>
  useQuery({ queryKey: TICKET_PROJECTS_QUERY_KEY, queryFn: () => apiGet(TICKET_API.projectList, unchecked<TicketProjectList>()) });
