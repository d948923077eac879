import { useQuery } from '@tanstack/react-query';
import { API, isPreRegistrationOpen, isSupportOpen, serviceInfoSchema, type ServiceInfo } from 'shared-contract';
import { apiGet } from 'shared-session';

export const serviceInfoQueryKey = ['service-info'] as const;

export const getServiceInfo = (): Promise<ServiceInfo> => apiGet(API.serviceInfo, serviceInfoSchema);

/** Service phase and the date-driven switches, decided by the SERVER's clock. */
export const useServiceInfo = () =>
  useQuery({ queryKey: serviceInfoQueryKey, queryFn: getServiceInfo, staleTime: 5 * 60_000 });

export type MenuSwitches = { supportOpen: boolean; preRegistrationOpen: boolean };

/**
 * The menu switches: from the server while it answers; if it cannot be reached, the device clock
 * decides, so the menus never wait on the API. Hidden while the first answer is pending.
 */
export function useMenuSwitches(): MenuSwitches {
  const { data, isError } = useServiceInfo();
  if (data) return { supportOpen: data.supportOpen, preRegistrationOpen: data.preRegistrationOpen };
  if (isError) {
    const now = new Date();
    return { supportOpen: isSupportOpen(now), preRegistrationOpen: isPreRegistrationOpen(now) };
  }
  return { supportOpen: false, preRegistrationOpen: false };
}
