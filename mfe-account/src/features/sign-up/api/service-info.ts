import { useQuery } from '@tanstack/react-query';
import { API, serviceInfoSchema, type ServiceInfo } from 'shared-contract';
import { apiGet } from 'shared-session';

/** The same key as the shell's service-info query: one request serves both (one shared QueryClient). */
export const serviceInfoQueryKey = ['service-info'] as const;

export const getServiceInfo = (): Promise<ServiceInfo> => apiGet(API.serviceInfo, serviceInfoSchema);

/** `GET /api/service/info`: the service phase decides whether sign-up is still open. */
export const useServiceInfo = () => useQuery({ queryKey: serviceInfoQueryKey, queryFn: getServiceInfo, staleTime: 60_000 });
