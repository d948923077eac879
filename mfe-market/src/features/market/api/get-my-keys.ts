import { useQuery } from '@tanstack/react-query';
import { PURCHASE_API, type MyKeys } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const MY_KEYS_QUERY_KEY = ['market', 'my-keys'] as const;

/** The member's revealed KEYs (`/api/key/my`): the listing form finds the KEY item it sells there. */
export const useMyKeys = (enabled: boolean) =>
  useQuery({ queryKey: MY_KEYS_QUERY_KEY, queryFn: () => apiGet(PURCHASE_API.keyMy, unchecked<MyKeys>()), enabled });
