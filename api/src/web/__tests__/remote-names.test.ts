import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contract';

test('the remotes the code knows are the mfe-* workspaces, in order (the scripts read the workspaces)', () => {
  const { workspaces } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8')) as { workspaces: string[] };
  expect(workspaces.filter((workspace) => workspace.startsWith('mfe-')).map((workspace) => workspace.slice('mfe-'.length))).toEqual([...REMOTE_NAMES]);
});
