import type { QueryClient } from '@tanstack/react-query';
import type { Cabinet, CabinetKey } from 'shared-contract';
import { cabinetQueryKey } from './get-cabinet';

/** Changes the cached cabinet at once (optimistic) and answers what to restore if the server refuses. */
export async function changeCachedCabinet(queryClient: QueryClient, userId: number | null, change: (cabinet: Cabinet) => Cabinet) {
  const key = cabinetQueryKey(userId);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<Cabinet>(key);
  if (previous) queryClient.setQueryData<Cabinet>(key, change(previous));
  return { previous, restore: () => queryClient.setQueryData(key, previous) };
}

/** The cabinet with one KEY changed. */
export const changeKey = (cabinet: Cabinet, keyItemId: number, change: (key: CabinetKey) => CabinetKey): Cabinet => ({
  ...cabinet,
  groups: cabinet.groups.map((group) => ({ ...group, items: group.items.map((item) => (item.keyItemId === keyItemId ? change(item) : item)) })),
});
