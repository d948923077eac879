import { useQuery } from '@tanstack/react-query';
import { API, projectPageSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

const query = { page: 1, size: 100, sort: 'title' } as const;

/** `GET /api/project/search` (the catalog): the projects a console form can choose (a KEY of the Month's, a reward's), by title. */
export const getProjects = () => apiGet(API.projectSearch, projectPageSchema, query);

export const useProjects = (enabled: boolean) =>
  useQuery({ queryKey: apiQueryKey(API.projectSearch, query), queryFn: getProjects, select: (page) => page.items, enabled, staleTime: 60_000 });
