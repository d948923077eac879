// `node api/dist/publish-release.mjs <name> <version> <dist>`, run by `npm run release`: publishes a remote's build
// where the api serves releases (DEPLOY_DIR, or the S3 bucket of the settings) and prints what it did.
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openReleaseStorage, RELEASES_PREFIX } from '../../storage/open-storage';
import { publishRelease, ReleasePublishError, releaseFolder } from './release-files';

async function main() {
  const [name, version, dist] = process.argv.slice(2);
  if (!name || !version || !dist) throw new ReleasePublishError('Usage: publish-release <name> <version> <dist folder>');
  const config = loadConfig();
  const outcome = await publishRelease(openReleaseStorage(config), { name, version, dist: path.resolve(dist) });
  const where =
    config.storage.kind === 's3'
      ? `s3://${config.storage.s3.bucket}/${RELEASES_PREFIX}${releaseFolder(name, version)}`
      : path.join(config.deployDir, name, version);
  console.log(`${name} ${version}: ${outcome} in ${where}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ReleasePublishError ? error.message : error);
  process.exit(1);
});
