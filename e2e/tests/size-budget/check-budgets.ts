import type { ScriptTotals } from '../../../tooling/bundle-size/measure-bundles.mjs';

/** What a page may download, gzipped, in bytes. */
export type Budgets = Record<string, number>;

export interface Measured extends ScriptTotals {
  /** '/main (initial)' or '/main -> <route>'. */
  name: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The problems of a measurement against its budgets, as messages naming the files (largest first), so a change
 * that goes over says what to look at. A page without a budget is a problem too: every page measured has one.
 */
export function checkBudgets(measured: Measured[], budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const page of measured) {
    const budget = budgets[page.name];
    if (budget === undefined) {
      problems.push(`${page.name}: no budget (measured ${kb(page.gzip)} gz)`);
      continue;
    }
    if (page.gzip <= budget) continue;
    const files = [...page.list]
      .sort((a, b) => b.gzip - a.gzip)
      .map((file) => `    ${kb(file.gzip).padStart(9)}  ${file.path}`)
      .join('\n');
    problems.push(`${page.name}: ${kb(page.gzip)} gz in ${page.files} files, over its budget of ${kb(budget)} by ${kb(page.gzip - budget)}\n${files}`);
  }
  return problems;
}
