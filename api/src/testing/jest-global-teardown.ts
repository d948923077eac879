import { dropMigratedTemplates } from './test-templates';

export default async function globalTeardown(): Promise<void> {
  await dropMigratedTemplates();
}
