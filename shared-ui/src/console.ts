import { createContext, useContext, type ComponentType } from 'react';
import type { LocalizedText, Me, RemoteName, Role } from 'shared-contract';

/**
 * The console-section contract: the staff console (`/refund/console`) is a frame; each domain's remote ships the
 * staff sections of its domain in its `./console` module, beside `./routes`, and the shell's console table says which
 * remote owns which section and in what order the tabs come.
 */

/** What a section is given: the staff member at work. */
export type ConsoleSectionProps = { staff: Me };

export type ConsoleSectionModule = { default: ComponentType<ConsoleSectionProps> };

export type ConsoleSection = {
  /** Unique across the console; the URL keeps the open one (`?section=`). */
  id: string;
  owner: RemoteName;
  title: LocalizedText;
  /** The roles that see the tab; the api refuses everyone else on the section's routes anyway. */
  roles: readonly Role[];
  /** The section's own chunk, loaded when its tab is first opened (called again on Retry). */
  load: () => Promise<ConsoleSectionModule>;
};

/** What a remote exposes as `./console`. */
export type RemoteConsoleModule = { sections: readonly ConsoleSection[] };

/** One row of the shell's console table: a section and the remote that owns it. */
export type ConsoleTableEntry = { id: string; owner: RemoteName };

/** What the shell hands the console frame: its table, and the owners' `./console` modules. */
export type ConsoleSectionSource = {
  table: readonly ConsoleTableEntry[];
  /** One owner's `./console`, loaded once (with retries); rejects while the remote is unreachable. */
  load: (owner: RemoteName) => Promise<RemoteConsoleModule>;
  /** Forgets a failed owner and refreshes where it lives, for "Retry". */
  reset: (owner: RemoteName) => Promise<void>;
};

const ConsoleSectionSourceContext = createContext<ConsoleSectionSource | null>(null);

export const ConsoleSectionSourceProvider = ConsoleSectionSourceContext.Provider;

export function useConsoleSectionSource(): ConsoleSectionSource {
  const source = useContext(ConsoleSectionSourceContext);
  if (!source) throw new Error('useConsoleSectionSource needs a <ConsoleSectionSourceProvider>');
  return source;
}

export const isRemoteConsoleModule = (value: unknown): value is RemoteConsoleModule =>
  typeof value === 'object' && value !== null && Array.isArray((value as { sections?: unknown }).sections);
