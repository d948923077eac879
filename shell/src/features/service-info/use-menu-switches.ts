import { isPreRegistrationOpen, isSupportOpen } from 'shared-contract';
import { useServiceInfo } from 'shared-session';

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
