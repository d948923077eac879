import { failureRate, hasHighFailureRate } from '../load-health';

describe('load health', () => {
  it('is the failed share of all reported loads, or nothing without reports', () => {
    expect(failureRate({ loaded: 45, failed: 5 })).toBe(0.1);
    expect(failureRate({ loaded: 7, failed: 0 })).toBe(0);
    expect(failureRate({ loaded: 0, failed: 0 })).toBeNull();
  });

  it('flags a failure rate above 5 % over at least 20 reports', () => {
    expect(hasHighFailureRate({ loaded: 18, failed: 2 })).toBe(true);
    expect(hasHighFailureRate({ loaded: 0, failed: 20 })).toBe(true);
    // Exactly 5 %, or too few reports.
    expect(hasHighFailureRate({ loaded: 19, failed: 1 })).toBe(false);
    expect(hasHighFailureRate({ loaded: 17, failed: 2 })).toBe(false);
    expect(hasHighFailureRate({ loaded: 0, failed: 0 })).toBe(false);
  });
});
