import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Me, RemoteName } from 'shared-contract';
import { useConsoleSectionSource, type ConsoleSection, type RemoteConsoleModule } from 'shared-ui';

/** A tab of the console: a section ready to load, or one whose remote could not give it (one failing tab, with Retry). */
export type ConsoleTab =
  | { id: string; owner: RemoteName; state: 'ready'; section: ConsoleSection }
  | { id: string; owner: RemoteName; state: 'failed'; error: unknown; retry: () => Promise<void> };

type OwnerModule = { state: 'loaded'; module: RemoteConsoleModule } | { state: 'failed'; error: unknown };

/**
 * The console's tabs for this staff member, in the shell's table order: each owner's `./console` is asked for once
 * (the shell's loader keeps it and retries); an owner's tabs appear when its module has answered, those of an owner
 * that could not be reached as failing tabs, and a section whose roles leave this member out never appears.
 */
export function useConsoleTabs(staff: Me): { tabs: ConsoleTab[]; pending: boolean } {
  const source = useConsoleSectionSource();
  const owners = useMemo(() => [...new Set(source.table.map((entry) => entry.owner))], [source]);
  const [modules, setModules] = useState<ReadonlyMap<RemoteName, OwnerModule>>(new Map());

  const settle = useCallback((owner: RemoteName, settled: OwnerModule) => setModules((current) => new Map(current).set(owner, settled)), []);
  const ask = useCallback(
    (owner: RemoteName) =>
      source.load(owner).then(
        (module) => settle(owner, { state: 'loaded', module }),
        (error: unknown) => settle(owner, { state: 'failed', error }),
      ),
    [source, settle],
  );

  // A settled answer arriving after the console closed changes nothing on screen (React ignores it).
  useEffect(() => {
    for (const owner of owners) void ask(owner);
  }, [owners, ask]);

  const retry = async (owner: RemoteName) => {
    await source.reset(owner);
    await ask(owner);
  };

  const tabs = source.table.flatMap((entry): ConsoleTab[] => {
    const settled = modules.get(entry.owner);
    if (!settled) return [];
    if (settled.state === 'failed') return [{ ...entry, state: 'failed', error: settled.error, retry: () => retry(entry.owner) }];
    const section = settled.module.sections.find((candidate) => candidate.id === entry.id && candidate.owner === entry.owner);
    if (!section) {
      const error = new Error(`"${entry.owner}/console" has no section "${entry.id}"`);
      return [{ ...entry, state: 'failed', error, retry: () => retry(entry.owner) }];
    }
    return section.roles.includes(staff.role) ? [{ ...entry, state: 'ready', section }] : [];
  });

  return { tabs, pending: owners.some((owner) => !modules.has(owner)) };
}
