import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ParamChanges = Record<string, string | number | null | undefined>;

/**
 * The console's place lives in the URL (`?section=requests&id=12&status=APPROVED`), so back, forward, reload and a
 * shared link all land on the same view. Opening a section pushes a history entry and drops the other section's
 * params; `update` changes some params of the open section (push by default, `replace` for typing and filters).
 */
export function useConsoleParams() {
  const [params, setParams] = useSearchParams();
  /** The section the URL names, as it is: the frame decides whether this member may open it. */
  const section = params.get('section');

  const open = useCallback((next: string) => setParams(new URLSearchParams({ section: next })), [setParams]);

  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams();
          const openSection = current.get('section');
          if (openSection) next.set('section', openSection);
          current.forEach((value, key) => {
            if (key !== 'section' && !(key in changes)) next.set(key, value);
          });
          for (const [key, value] of Object.entries(changes)) {
            if (value !== null && value !== undefined && value !== '') next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  return { section, params, open, update };
}

/** A positive integer param (an id, a page, a round), or undefined. */
export const intParam = (params: URLSearchParams, key: string): number | undefined => {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
};

/** A param that must be one of `allowed`, or undefined. */
export const enumParam = <T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T | undefined => {
  const value = params.get(key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
};
