// Runs `initdb` for PGlite once per PGlite version and keeps the result as a tarball (each later run starts from it in
// about a second instead of ten), then migrates this run's templates: every test database is a copy of one.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplatePath } from './pglite-template.cjs';
import { createMigratedTemplates } from './test-templates';

async function initialisedPglite(): Promise<Blob> {
  const file = pgliteTemplatePath();
  if (!existsSync(file)) {
    const pglite = await PGlite.create('memory://');
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

export default async function globalSetup(): Promise<void> {
  await createMigratedTemplates(await initialisedPglite());
}
