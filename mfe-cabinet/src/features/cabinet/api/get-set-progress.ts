import { useQuery } from '@tanstack/react-query';
import { CABINET_API, setProgressListSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { cabinetQueryRoot } from './cabinet-headers';

export const setProgressQueryKey = (userId: number | null) => [...cabinetQueryRoot(userId), 'sets'] as const;

/** The member's set of every project they collect: designs owned of all (`GET /api/cabinet/sets`). */
export const useSetProgressList = (userId: number | null) =>
  useQuery({ queryKey: setProgressQueryKey(userId), queryFn: () => apiGet(CABINET_API.sets, setProgressListSchema), enabled: userId !== null });
