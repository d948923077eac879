import { useQuery } from '@tanstack/react-query';
import { CABINET_API, cabinetSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { cabinetQueryRoot, withCabinetToken } from './cabinet-headers';

export const cabinetQueryKey = (userId: number | null) => [...cabinetQueryRoot(userId), 'keys'] as const;

/** The member's KEYs by project, hidden ones included (the page filters them, so arranging keeps their places). */
export const getCabinet = (token: string) => apiGet(CABINET_API.cabinet, cabinetSchema, { includeHidden: 'true' }, withCabinetToken(token));

export const useCabinet = (userId: number | null, token: string | null) =>
  useQuery({ queryKey: cabinetQueryKey(userId), queryFn: () => getCabinet(token ?? ''), enabled: userId !== null && token !== null, staleTime: 0 });
