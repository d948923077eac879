import { createHash, timingSafeEqual } from 'node:crypto';
import { keptSecret } from '../../kept-secret';

/** DEPLOY_TOKEN, or one generated once and kept in `DATA_DIR/deploy-token` (mode 0600) for the release command. */
export async function resolveDeployToken(configured: string | undefined, dataDir: string): Promise<string> {
  return configured || keptSecret(dataDir, 'deploy-token', 'hex');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
export const isDeployToken = (presented: string | undefined, token: string): boolean =>
  presented !== undefined && timingSafeEqual(digest(presented), digest(token));
