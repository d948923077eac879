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
const server = spawn(process.execPath, [path.join(root, 'api/dist/main.mjs')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
