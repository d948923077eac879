// `npm start`: install what is missing, build everything, then serve the whole platform on one origin.
// The api migrates and seeds the embedded database on start and prints the URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureInstall, root } from './ensure-install.mjs';

ensureInstall();
if (build() !== 0) {
  console.error('Build failed.');
  process.exit(1);
}
// The embedded local default: the server's own defaults are safe (no local issuer, no sandboxes, no mail listing,
// PUBLIC_URL required in production); this start turns the local features on explicitly, on loopback only, with
// links on its own URL. Each can still be set otherwise in the environment (the server refuses local features on a
// network address unless ALLOW_SANDBOXES_ON_NETWORK=1).
const port = process.env.PORT ?? '8080';
const env = {
  HOST: 'localhost',
  PUBLIC_URL: `http://localhost:${port}`,
  AUTH_LOCAL_ISSUER: '1',
  IDENTITY_SANDBOX: '1',
  CARD_SANDBOX: '1',
  DEV_MAIL: '1',
  ...process.env,
  PORT: port,
};
const server = spawn(process.execPath, [path.join(root, 'api/dist/main.mjs')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
