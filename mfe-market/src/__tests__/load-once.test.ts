import { loadOnce } from '../load-once';

describe('loadOnce', () => {
  it('runs a load that succeeded once, however often and however soon it is asked for again', async () => {
    let runs = 0;
    const addTexts = loadOnce(async () => {
      runs += 1;
    });

    await Promise.all([addTexts(), addTexts()]);
    await addTexts();

    expect(runs).toBe(1);
  });

  it('runs a load that failed again on the next call, and keeps it once it succeeds', async () => {
    const outcomes = [new Error('chunk 12 did not load'), undefined];
    let runs = 0;
    const addTexts = loadOnce(async () => {
      const outcome = outcomes[runs];
      runs += 1;
      if (outcome) throw outcome;
    });

    await expect(addTexts()).rejects.toThrow('chunk 12 did not load');
    await expect(addTexts()).resolves.toBeUndefined();
    await addTexts();

    expect(runs).toBe(2);
  });

  it('answers the callers waiting on a failed load with its failure', async () => {
    const addTexts = loadOnce(() => Promise.reject(new Error('offline')));

    const waiting = [addTexts(), addTexts()];

    await expect(Promise.all(waiting)).rejects.toThrow('offline');
    await expect(waiting[1]).rejects.toThrow('offline');
  });
});
