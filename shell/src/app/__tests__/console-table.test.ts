import { REMOTE_NAMES } from 'shared-contract';
import { consoleTable } from '../console-table';

test('names every console section once, each owned by a remote', () => {
  const ids = consoleTable.map((entry) => entry.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const entry of consoleTable) {
    expect(entry.id).toMatch(/^[a-z][a-z-]*$/);
    expect(REMOTE_NAMES).toContain(entry.owner);
  }
});
