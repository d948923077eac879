import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_ENV_NAMES, REPO_ROOT } from '../config';

const settingsSection = () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## Settings');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
};

describe('README settings table', () => {
  it('documents every environment variable the api reads', () => {
    const section = settingsSection();
    const undocumented = CONFIG_ENV_NAMES.filter((name) => !section.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });
});
