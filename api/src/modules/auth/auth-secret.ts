import { keptSecret } from '../../kept-secret';

/** The configured secret, or one generated once and kept in the data directory (sessions survive restarts). */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  return configured || keptSecret(dataDir, 'auth-secret', 'base64url');
}
