import { expect, test } from '@playwright/test';
import { checkBudgets, type Measured } from './size-budget/check-budgets';

const page = (name: string, files: Array<[string, number]>): Measured => ({
  name,
  files: files.length,
  gzip: files.reduce((total, [, gzip]) => total + gzip, 0),
  raw: files.reduce((total, [, gzip]) => total + gzip * 3, 0),
  list: files.map(([path, gzip]) => ({ path, gzip, raw: gzip * 3 })),
});

test.describe('the JS size budget checker', () => {
  test('passes pages at or under their budget', () => {
    const measured = [
      page('/main (initial)', [
        ['/main.js', 60_000],
        ['/470.js', 40_000],
      ]),
    ];
    expect(checkBudgets(measured, { '/main (initial)': 100_000 })).toEqual([]);
  });

  test('fails a page over its budget and lists its files, largest first', () => {
    const measured = [
      page('/main (initial)', [
        ['/small.js', 1_024],
        ['/large.js', 102_400],
      ]),
    ];
    const problems = checkBudgets(measured, { '/main (initial)': 100 * 1024 });
    expect(problems).toHaveLength(1);
    const problem = problems.join('');
    expect(problem).toContain('/main (initial): 101.0 KB gz in 2 files, over its budget of 100.0 KB by 1.0 KB');
    expect(problem.indexOf('/large.js')).toBeLessThan(problem.indexOf('/small.js'));
  });

  test('fails a page that has no budget', () => {
    expect(checkBudgets([page('/main -> /new', [['/a.js', 2_048]])], {})).toEqual(['/main -> /new: no budget (measured 2.0 KB gz)']);
  });
});
