import { useQuery } from '@tanstack/react-query';
import { API, serviceInfoSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

/** The one shared cache entry of `GET /api/service/info` (the shell and every remote read the same key). */
export const serviceInfoQueryKey = apiQueryKey(API.serviceInfo);

export const getServiceInfo = () => apiGet(API.serviceInfo, serviceInfoSchema);

/** `GET /api/service/info`: the server clock (the defaults' year) and the schedule in force (an environment one too). */
export const useServiceInfo = () => useQuery({ queryKey: serviceInfoQueryKey, queryFn: getServiceInfo, staleTime: 30_000 });
