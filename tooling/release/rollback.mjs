// `npm run rollback -- <remote> [version]`, issue 16: re-points the registry to the previous live release of the
// remote, or to the named one (which must have been released). While a canary runs, rolling back without a version
// aborts the canary: every browser gets the live release again.
import { describeSwitch, registryClient, releaseSettings, remoteNameOf, runCommand } from './remote-release.mjs';

await runCommand(async () => {
  const [nameArg, version] = process.argv.slice(2);
  const name = remoteNameOf(nameArg);
  const registry = registryClient(releaseSettings());
  const before = await registry.entry(name);
  const switched =
    before.canary && !version
      ? await registry.abort(name, { expectedRevision: before.revision })
      : await registry.rollback(name, { ...(version ? { version } : {}), expectedRevision: before.revision });
  console.log(describeSwitch(name, before, switched));
});
