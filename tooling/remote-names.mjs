// The remotes, for the scripts that run without TypeScript (release, bench): the workspaces named mfe-<name>, in the
// root package.json's order (shared-contract's REMOTE_NAMES says the same for the code; a test holds them equal).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

export const REMOTE_NAMES = workspaces.filter((workspace) => workspace.startsWith('mfe-')).map((workspace) => workspace.slice('mfe-'.length));
