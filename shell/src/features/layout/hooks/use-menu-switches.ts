import { isPreRegistrationOpen, isSupportOpen } from 'shared-contract';
import { useServiceInfo } from 'shared-session';

export type MenuSwitches = { supportOpen: boolean; preRegistrationOpen: boolean };

/**
 * The menu switches: from the server once it answers; until then, or if it cannot be reached, the device clock
 * decides (the same dates), so the menus never wait on the API and do not change when the answer agrees (a menu
 * entry appearing late moved the top bar).
 */
export function useMenuSwitches(): MenuSwitches {
  const { data } = useServiceInfo();
  if (data) return { supportOpen: data.supportOpen, preRegistrationOpen: data.preRegistrationOpen };
  const now = new Date();
  return { supportOpen: isSupportOpen(now), preRegistrationOpen: isPreRegistrationOpen(now) };
}
