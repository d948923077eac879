import type { Language, PreBookStatus } from 'shared-contract';
import { formatKst, formatKstLastDay } from 'shared-ui';

/** The event's dates as the pages show them, in KST and the page's language. */
export const eventDates = (status: Pick<PreBookStatus, 'opensAt' | 'launchAt' | 'claimEndsAt'>, language: Language) => ({
  opens: formatKst(status.opensAt, 'dateMinute', language),
  /** The last minute of the window (it ends at the launch, exclusive). */
  closes: formatKst(new Date(Date.parse(status.launchAt) - 60_000), 'dateMinute', language),
  launch: formatKst(status.launchAt, 'date', language),
  /** The last day a reward can be claimed. */
  last: formatKstLastDay(status.claimEndsAt, language),
});
