// Type imports only: the release-info build step evaluates this file as it is, with nothing to require.
import type { ConsoleTableEntry } from 'shared-ui';

/**
 * The staff console's table (DESIGN.md section 2): every section of `/refund/console`, in tab order, and the remote
 * that ships it in its `./console` module. The refund remote draws the frame; a section whose remote is unreachable
 * is one failing tab.
 */
export const consoleTable: readonly ConsoleTableEntry[] = [
  { id: 'requests', owner: 'refund' },
  { id: 'batches', owner: 'refund' },
  { id: 'inquiries', owner: 'refund' },
  { id: 'studio', owner: 'market' },
  { id: 'community', owner: 'refund' },
  { id: 'purchases', owner: 'refund' },
  { id: 'events', owner: 'refund' },
  { id: 'monthly', owner: 'refund' },
  { id: 'promotions', owner: 'refund' },
  { id: 'schedule', owner: 'refund' },
  { id: 'remotes', owner: 'refund' },
  { id: 'audit', owner: 'refund' },
];
