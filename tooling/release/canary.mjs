// `npm run canary -- <remote> <percent|promote|abort>`, issue 16: changes the share of browsers the running canary
// serves, makes it live for everyone, or ends it (everyone back on the live release). A canary starts with
// `npm run release -- <remote> --canary <percent>`.
import { canaryPercentOf, describeSwitch, registryClient, releaseSettings, ReleaseError, remoteNameOf, runCommand } from './remote-release.mjs';

await runCommand(async () => {
  const [nameArg, step] = process.argv.slice(2);
  const name = remoteNameOf(nameArg);
  const registry = registryClient(releaseSettings());
  const before = await registry.entry(name);
  if (!before.canary) throw new ReleaseError(`${name} has no canary running; start one with npm run release -- ${name} --canary <percent>.`);
  const expectedRevision = before.revision;
  if (step === 'promote') return console.log(describeSwitch(name, before, await registry.promote(name, { expectedRevision })));
  if (step === 'abort') return console.log(describeSwitch(name, before, await registry.abort(name, { expectedRevision })));
  const percent = canaryPercentOf(step);
  console.log(describeSwitch(name, before, await registry.canary(name, { version: before.canary.version, percent, expectedRevision }), percent));
});
