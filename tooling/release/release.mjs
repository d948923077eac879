// `npm run release -- <remote>` (or `npm run release -w mfe-<remote>`), issue 16: builds the remote alone, stamps its
// version (package.json + commit), publishes the build as an immutable release (DEPLOY_DIR, or the S3 bucket), and asks the api to
// switch the registry to it; the api runs the contract check first and refuses (registry unchanged) when it fails.
// `--skip-build` publishes the remote's current dist as it is; `--dist <folder>` publishes a build made elsewhere (a CI
// artifact); `--version <version>` names the release instead of the stamp; `--canary <percent>` serves the release to
// that share of browsers only (sticky per browser) until `npm run canary -- <remote> promote` or `abort`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { canaryPercentOf, describeSwitch, registryClient, releaseSettings, ReleaseError, remoteNameOf, root, runCommand } from './remote-release.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** `<package version>+<commit>`; a build from uncommitted changes says so and is never the same version twice. */
function stampedVersion(appDir) {
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const commit = git('rev-parse', '--short=12', 'HEAD');
  const changed = git('status', '--porcelain', '--', path.relative(root, appDir), 'shared-ui', 'shared-session', 'shared-contract', 'tooling') !== '';
  const stamp = changed ? `.dirty.${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}` : '';
  return { version: `${version}+${commit}${stamp}`, commit };
}

const publisher = path.join(root, 'api', 'dist', 'publish-release.mjs');

/**
 * Publishes the build where the api serves releases (DEPLOY_DIR, or the S3 bucket of the settings) through the api's
 * own storage code (api/dist/publish-release.mjs); a version already published must be the same build.
 */
function publish(name, version, dist) {
  if (!existsSync(publisher)) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new ReleaseError('The build of the api (which publishes releases) failed; nothing was published.');
  }
  const published = spawnSync(process.execPath, [publisher, name, version, dist], { cwd: root, encoding: 'utf8' });
  if (published.status !== 0) throw new ReleaseError((published.stderr || published.stdout).trim() || 'The release was not published.');
  return published.stdout.trim();
}

await runCommand(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'skip-build': { type: 'boolean' }, dist: { type: 'string' }, version: { type: 'string' }, canary: { type: 'string' } },
  });
  const name = remoteNameOf(positionals[0]);
  const canaryPercent = values.canary === undefined ? undefined : canaryPercentOf(values.canary);
  const appDir = path.join(root, `mfe-${name}`);
  const settings = releaseSettings();
  const registry = registryClient(settings);
  const before = await registry.entry(name);

  if (!values['skip-build'] && !values.dist) {
    const built = spawnSync('npm', ['run', 'build', '-w', `mfe-${name}`], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new ReleaseError(`The build of mfe-${name} failed; nothing was published.`);
  }
  const stamped = stampedVersion(appDir);
  const version = values.version ?? stamped.version;
  const dist = values.dist ? path.resolve(values.dist) : path.join(appDir, 'dist');
  console.log(publish(name, version, dist));

  const switched = await registry.release(name, {
    version,
    commit: stamped.commit,
    expectedRevision: before.revision,
    ...(canaryPercent ? { canaryPercent } : {}),
  });
  console.log(describeSwitch(name, before, switched, canaryPercent));
  if (switched.pruned?.length) console.log(`${name}: older releases removed (the api keeps RELEASES_KEPT): ${switched.pruned.join(', ')}`);
});
