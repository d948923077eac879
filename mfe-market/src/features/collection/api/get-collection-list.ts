import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CollectionKind, type CollectionListResponse } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const collectionListQueryKey = (kind: CollectionKind) => ['collections', kind] as const;

export const getCollectionList = (kind: CollectionKind) => apiGet(API.collectionList, unchecked<CollectionListResponse>(), { kind });

export const collectionListQueryOptions = (kind: CollectionKind) =>
  queryOptions({ queryKey: collectionListQueryKey(kind), queryFn: () => getCollectionList(kind) });

export const useCollectionList = (kind: CollectionKind) => useQuery(collectionListQueryOptions(kind));
