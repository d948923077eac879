import type { RemoteState } from 'shared-contract';

export type RemoteLoads = RemoteState['loads'][number];

/** A version fails too often above this share of its reported loads… */
export const HIGH_FAILURE_RATE = 0.05;
/** …once it has at least this many reports (fewer say too little). */
export const HIGH_FAILURE_MIN_REPORTS = 20;

/** Failed loads over all reported loads of a version, or null when none were reported. */
export const failureRate = ({ loaded, failed }: Pick<RemoteLoads, 'loaded' | 'failed'>): number | null => {
  const reports = loaded + failed;
  return reports === 0 ? null : failed / reports;
};

/** A version whose failure rate is above 5 % over at least 20 reports. */
export const hasHighFailureRate = (loads: Pick<RemoteLoads, 'loaded' | 'failed'>): boolean => {
  const rate = failureRate(loads);
  return rate !== null && loads.loaded + loads.failed >= HIGH_FAILURE_MIN_REPORTS && rate > HIGH_FAILURE_RATE;
};
