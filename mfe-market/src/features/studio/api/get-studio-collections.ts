import { useQuery } from '@tanstack/react-query';
import { STUDIO_API, studioCollectionListSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const studioCollectionsQueryKey = ['studio', 'collections'] as const;

/** The webtoon and theme collections a project can belong to. */
export const getStudioCollections = () => apiGet(STUDIO_API.collections, studioCollectionListSchema);

export const useStudioCollections = () => useQuery({ queryKey: studioCollectionsQueryKey, queryFn: getStudioCollections });
