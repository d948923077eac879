import { useSearchParams } from 'react-router-dom';

export const STUDIO_VIEWS = ['details', 'designs', 'publish', 'preview'] as const;
export type StudioView = (typeof STUDIO_VIEWS)[number];

/** The studio's place in the console's URL, beside the frame's own `section`: reload, back and forward keep it. */
const PROJECT = 'studioProject';
const VIEW = 'studioView';

export type StudioProjectParam = number | 'new' | null;

const readProject = (raw: string | null): StudioProjectParam => (raw === 'new' ? 'new' : raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);
const readView = (raw: string | null): StudioView => STUDIO_VIEWS.find((view) => view === raw) ?? 'details';

/** The search of a URL with the studio's parameters changed (null removes one), the console's own kept. */
export const studioSearch = (current: URLSearchParams, changes: Record<string, string | null>) => {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return `?${next.toString()}`;
};

export function useStudioParams() {
  const [params, setParams] = useSearchParams();
  const go = (changes: Record<string, string | null>, replace = false) =>
    setParams((current) => new URLSearchParams(studioSearch(current, changes)), { replace });
  return {
    project: readProject(params.get(PROJECT)),
    view: readView(params.get(VIEW)),
    /** The link to one project (its details, or the view given). */
    projectSearch: (projectId: number, view?: StudioView) => studioSearch(params, { [PROJECT]: String(projectId), [VIEW]: view ?? null }),
    /** `replace`: instead of the current entry (a new project's form, once it is created). */
    openProject: (projectId: number, view?: StudioView, { replace = false } = {}) => go({ [PROJECT]: String(projectId), [VIEW]: view ?? null }, replace),
    openNew: () => go({ [PROJECT]: 'new', [VIEW]: null }),
    closeProject: () => go({ [PROJECT]: null, [VIEW]: null }),
    setView: (view: StudioView) => go({ [VIEW]: view === 'details' ? null : view }, true),
  };
}
