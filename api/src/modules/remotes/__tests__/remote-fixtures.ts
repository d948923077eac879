import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A remote's `mf-manifest.json` as Module Federation writes it (the parts the contract check reads). */
export const remoteManifest = (overrides: { exposes?: unknown[]; reactRequires?: string } = {}) => ({
  id: 'market',
  name: 'market',
  exposes: overrides.exposes ?? [
    { id: 'market:routes', name: 'routes', path: './routes' },
    { id: 'market:console', name: 'console', path: './console' },
  ],
  shared: [
    { id: 'market:react', name: 'react', version: '19.1.0', singleton: true, requiredVersion: overrides.reactRequires ?? '^19.0.0' },
    { id: 'market:lodash', name: 'lodash', version: '4.17.21', singleton: false, requiredVersion: '^5.0.0' },
  ],
});

export const shellManifest = () => ({
  id: 'shell',
  name: 'shell',
  exposes: [],
  shared: [{ id: 'shell:react', name: 'react', version: '19.1.0', singleton: true, requiredVersion: '^19.1.0' }],
});

export const remoteReleaseInfo = (overrides: { routes?: string[]; consoleSections?: string[]; sharedContract?: string } = {}) => ({
  name: 'market',
  version: '0.1.0',
  routes: overrides.routes ?? ['/main', '/project'],
  consoleSections: overrides.consoleSections ?? ['studio'],
  sharedContract: overrides.sharedContract ?? '0.1.0',
});

export const shellReleaseInfo = () => ({
  name: 'shell',
  version: '0.1.0',
  routeOwners: [
    { path: '/main', owner: 'market' },
    { path: '/project', owner: 'market' },
    ...['cabinet', 'community', 'account', 'refund'].map((owner) => ({ path: `/${owner}`, owner })),
  ],
  consoleOwners: [
    { id: 'requests', owner: 'refund' },
    { id: 'studio', owner: 'market' },
  ],
  sharedContract: '0.4.2',
});

const writeJson = (folder: string, file: string, value: unknown) => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, file), JSON.stringify(value));
};

/** The routes and console sections each remote claims in the fixtures (the shell's tables give them these). */
const routesOf = (name: string) => (name === 'market' ? ['/main', '/project'] : [`/${name}`]);
const consoleSectionsOf = (name: string) => (name === 'market' ? ['studio'] : name === 'refund' ? ['requests'] : []);

/** A temporary web root with the shell's build files, and a temporary DEPLOY_DIR. */
export function deployFixtures() {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'keys-remotes-web-'));
  const deployDir = mkdtempSync(path.join(os.tmpdir(), 'keys-remotes-deploy-'));
  const shellDist = path.join(webRoot, 'shell', 'dist');
  writeJson(shellDist, 'mf-manifest.json', shellManifest());
  writeJson(shellDist, 'keys-release.json', shellReleaseInfo());
  writeJson(path.join(webRoot, 'mfe-market'), 'package.json', { name: 'mfe-market', version: '0.1.0' });
  /** Publishes `DEPLOY_DIR/<name>/<version>/`; `releaseInfo: null` leaves keys-release.json out. */
  const publish = (name: string, version: string, files: { manifest?: unknown; releaseInfo?: unknown } = {}) => {
    const folder = path.join(deployDir, name, version);
    writeJson(folder, 'mf-manifest.json', files.manifest ?? { ...remoteManifest(), name });
    if (files.releaseInfo !== null)
      writeJson(
        folder,
        'keys-release.json',
        files.releaseInfo ?? { ...remoteReleaseInfo({ routes: routesOf(name), consoleSections: consoleSectionsOf(name) }), name, version },
      );
  };
  return { webRoot, deployDir, publish };
}
