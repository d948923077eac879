import { useSearchParams } from 'react-router-dom';

export const CABINET_TABS = ['cabinet', 'comments', 'likes', 'activities'] as const;
export type CabinetTab = (typeof CABINET_TABS)[number];

const isTab = (value: string | null): value is CabinetTab => CABINET_TABS.includes(value as CabinetTab);

/** The tab in the URL (`?tab=likes`), so a reload or a shared link opens the same tab; the cabinet by default. */
export function useCabinetTab() {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab: CabinetTab = isTab(value) ? value : 'cabinet';
  const setTab = (next: CabinetTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'cabinet') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return { tab, setTab };
}
