import type { MenuSwitches } from './hooks/use-menu-switches';

/** `labelKey` is a key of the `shell` namespace. */
export type MenuEntry = { id: string; to: string; labelKey: string };

export const PRE_REGISTRATION_PAGES = [0, 1, 2, 3, 4] as const;

export type Menus = {
  /** Desktop top-left (shop, market and promotion, then the spec's); the first group of the mobile "more" menu. */
  primary: MenuEntry[];
  /** Desktop top-right (collection, search, my page); on mobile collection and search. */
  utility: MenuEntry[];
  /** My menu (spec section 2), in the mobile "more" menu; for staff also the console. */
  my: MenuEntry[];
  /** Pre-registration pages, only while pre-registration is open. */
  preRegistration: MenuEntry[];
};

export const STAFF_CONSOLE_PATH = '/refund/console';

/** The menus of spec section 2 for the given server-clock switches; `staff` (support, admin or editor) adds the console. */
export function buildMenus({ supportOpen, preRegistrationOpen, staff = false }: MenuSwitches & { staff?: boolean }): Menus {
  return {
    primary: [
      { id: 'shop', to: '/shop', labelKey: 'nav.shop' },
      { id: 'market', to: '/shop?tab=market', labelKey: 'nav.market' },
      { id: 'promotion', to: '/promotion', labelKey: 'nav.promotion' },
      { id: 'cabinet', to: '/cabinet', labelKey: 'nav.cabinet' },
      { id: 'about', to: '/about', labelKey: 'nav.about' },
      // The event page (lotteries, announcements) is always offered, before and after the launch (issue 13 C).
      { id: 'events', to: '/event', labelKey: 'nav.events' },
      ...(supportOpen ? [{ id: 'support', to: '/support', labelKey: 'nav.support' }] : []),
    ],
    utility: [
      { id: 'collection', to: '/collection/webtoon', labelKey: 'nav.collection' },
      { id: 'search', to: '/search', labelKey: 'nav.search' },
      { id: 'my-page', to: '/my', labelKey: 'nav.myPage' },
    ],
    my: [
      { id: 'my-info', to: '/my', labelKey: 'nav.myInfo' },
      { id: 'gold', to: '/my/coins', labelKey: 'nav.gold' },
      { id: 'coupons', to: '/my/coupons', labelKey: 'nav.coupons' },
      { id: 'my-cabinet', to: '/my/cabinet', labelKey: 'nav.myCabinet' },
      ...(staff ? [{ id: 'staff-console', to: STAFF_CONSOLE_PATH, labelKey: 'nav.staffConsole' }] : []),
    ],
    preRegistration: preRegistrationOpen
      ? PRE_REGISTRATION_PAGES.map((page) => ({
          id: `pre-registration-${page}`,
          to: `/event/pre-reservation?p=${page}`,
          labelKey: `nav.preRegistrationPages.${page}`,
        }))
      : [],
  };
}

/**
 * Whether `entry` is the current page, for entries that share a path and differ by the query (the shop and its
 * market tab): the one whose query matches the location most closely. Undefined for an entry no other shares its
 * path with: the router's own matching applies.
 */
export function currentByQuery(entry: MenuEntry, entries: MenuEntry[], pathname: string, search: string): boolean | undefined {
  const pathOf = (to: string) => to.split('?')[0];
  const sharing = entries.filter((other) => pathOf(other.to) === pathOf(entry.to));
  if (sharing.length < 2) return undefined;
  const here = new URLSearchParams(search);
  const score = (to: string) => {
    const params = [...new URLSearchParams(to.split('?')[1])];
    return params.every(([name, value]) => here.get(name) === value) ? params.length : -1;
  };
  const best = Math.max(...sharing.map((other) => score(other.to)));
  return pathname === pathOf(entry.to) && best >= 0 && score(entry.to) === best;
}
