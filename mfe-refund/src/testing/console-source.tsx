import type { ReactNode } from 'react';
import type { RemoteName } from 'shared-contract';
import { ConsoleSectionSourceProvider, type ConsoleSection, type ConsoleSectionSource, type RemoteConsoleModule } from 'shared-ui';
import { sections as refundSections } from '../console';

/** What the market's `./console` gives the frame in these tests: its studio section, for admins and editors. */
export const studioSection = (load: ConsoleSection['load']): ConsoleSection => ({
  id: 'studio',
  owner: 'market',
  title: { ko: '카탈로그 스튜디오', en: 'Catalogue studio' },
  roles: ['admin', 'editor'],
  load,
});

/** A studio that draws a marker, standing in for the market remote (a remote never imports another's code). */
export const markerStudio = studioSection(async () => ({ default: () => <p data-testid="studio-section">studio</p> }));

/**
 * The shell's side of the console in a test: a console table (this remote's sections in its own order, the studio
 * third, as the shell's table has it) and each owner's `./console` (this remote's real module; others as given).
 */
export function testConsoleSource(
  others: Partial<Record<RemoteName, () => Promise<RemoteConsoleModule>>> = { market: async () => ({ sections: [markerStudio] }) },
): ConsoleSectionSource & { resets: RemoteName[] } {
  const table = refundSections.map(({ id, owner }) => ({ id, owner }));
  table.splice(3, 0, { id: 'studio', owner: 'market' });
  const resets: RemoteName[] = [];
  return {
    table,
    resets,
    load: (owner) => (owner === 'refund' ? Promise.resolve({ sections: refundSections }) : (others[owner]?.() ?? Promise.reject(new Error(`no ${owner}`)))),
    reset: async (owner) => void resets.push(owner),
  };
}

export const WithConsoleSource = ({ source, children }: { source: ConsoleSectionSource; children: ReactNode }) => (
  <ConsoleSectionSourceProvider value={source}>{children}</ConsoleSectionSourceProvider>
);
