import type { PreBookStatus } from 'shared-contract';
import { formatKst, formatKstLastDay } from 'shared-ui';

/** The event's dates as the pages show them, in KST. */
export const eventDates = (status: Pick<PreBookStatus, 'opensAt' | 'launchAt' | 'claimEndsAt'>) => ({
  opens: formatKst(status.opensAt, 'dateMinute'),
  /** The last minute of the window (it ends at the launch, exclusive). */
  closes: formatKst(new Date(Date.parse(status.launchAt) - 60_000), 'dateMinute'),
  launch: formatKst(status.launchAt, 'date'),
  /** The last day a reward can be claimed. */
  last: formatKstLastDay(status.claimEndsAt),
});
