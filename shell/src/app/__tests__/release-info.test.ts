import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contract';
import { consoleTable } from '../console-table';
import { routeTable } from '../route-table';

// The build's release info (tooling/webpack/release-info-plugin.cjs), read as the release's contract check reads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { releaseInfo } = require('../../../../tooling/webpack/release-info-plugin.cjs') as {
  releaseInfo: (app: { dir: string; name: string; kind: 'host' | 'remote' }) => {
    name: string;
    version: string;
    sharedContract: string;
    routes?: string[];
    consoleSections?: string[];
    routeOwners?: Array<{ path: string; owner: string }>;
    consoleOwners?: Array<{ id: string; owner: string }>;
  };
};

const root = path.resolve(__dirname, '../../../..');

describe('the release info each build writes beside its manifest', () => {
  test("the shell's lists every route of its route table with its owner", () => {
    const shell = releaseInfo({ dir: path.join(root, 'shell'), name: 'shell', kind: 'host' });
    expect(shell.routeOwners).toEqual(routeTable.map(({ path: routePath, owner }) => ({ path: routePath, owner })));
    expect(shell.consoleOwners).toEqual(consoleTable.map(({ id, owner }) => ({ id, owner })));
    expect(shell.sharedContract).toMatch(/^\d+\.\d+\.\d+/);
  });

  test.each(REMOTE_NAMES)("the %s remote's lists exactly the routes and console sections the shell gives it", (name) => {
    const remote = releaseInfo({ dir: path.join(root, `mfe-${name}`), name, kind: 'remote' });
    const owned = routeTable.filter((entry) => entry.owner === name).map((entry) => entry.path);
    expect([...(remote.routes ?? [])].sort()).toEqual([...owned].sort());
    const ownedSections = consoleTable.filter((entry) => entry.owner === name).map((entry) => entry.id);
    expect([...(remote.consoleSections ?? [])].sort()).toEqual([...ownedSections].sort());
    expect(remote.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
