// `npm run release -- <remote>` (or `npm run release -w mfe-<remote>`), issue 16: builds the remote alone, stamps its
// version (package.json + commit), publishes the build as an immutable folder in DEPLOY_DIR, and asks the api to
// switch the registry to it; the api runs the contract check first and refuses (registry unchanged) when it fails.
// `--skip-build` publishes the remote's current dist as it is.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeSwitch, registryClient, releaseSettings, ReleaseError, remoteNameOf, root, runCommand } from './remote-release.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** `<package version>+<commit>`; a build from uncommitted changes says so and is never the same version twice. */
function stampedVersion(appDir) {
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const commit = git('rev-parse', '--short=12', 'HEAD');
  const changed = git('status', '--porcelain', '--', path.relative(root, appDir), 'shared-ui', 'shared-session', 'shared-contract', 'tooling') !== '';
  const stamp = changed ? `.dirty.${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}` : '';
  return { version: `${version}+${commit}${stamp}`, commit };
}

/** Copies the build into `DEPLOY_DIR/<name>/<version>/`; a version already published must be the same build. */
function publish(dist, folder) {
  const manifest = 'mf-manifest.json';
  if (!existsSync(path.join(dist, manifest))) throw new ReleaseError(`${dist} has no ${manifest}: build the remote first.`);
  if (existsSync(folder)) {
    if (readFileSync(path.join(folder, manifest)).equals(readFileSync(path.join(dist, manifest)))) return 'already published';
    throw new ReleaseError(`${folder} holds another build of this version: releases are immutable.`);
  }
  cpSync(dist, folder, { recursive: true });
  return 'published';
}

await runCommand(async () => {
  const args = process.argv.slice(2);
  const name = remoteNameOf(args.find((arg) => !arg.startsWith('--')));
  const appDir = path.join(root, `mfe-${name}`);
  const settings = releaseSettings();
  const registry = registryClient(settings);
  const before = await registry.entry(name);

  if (!args.includes('--skip-build')) {
    const built = spawnSync('npm', ['run', 'build', '-w', `mfe-${name}`], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new ReleaseError(`The build of mfe-${name} failed; nothing was published.`);
  }
  const { version, commit } = stampedVersion(appDir);
  const folder = path.join(settings.deployDir, name, version);
  console.log(`${name} ${version}: ${publish(path.join(appDir, 'dist'), folder)} in ${folder}`);

  const switched = await registry.release(name, { version, commit, expectedRevision: before.revision });
  console.log(describeSwitch(name, before, switched));
});
