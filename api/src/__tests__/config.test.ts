import path from 'node:path';
import { CONFIG_ENV_NAMES, CONFIG_TABLE, loadConfig, REPO_ROOT } from '../config';

describe('config', () => {
  test('defaults: port 8080, data under the repository root, PGlite, operating, not test mode', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/repo/.data',
      databaseUrl: undefined,
      pgliteDir: '/repo/.data/pglite',
      deployDir: '/repo/.data/deploy',
      webRoot: '/repo',
      remotesRegistry: undefined,
      testMode: false,
      logLevel: 'info',
      rateLimitMax: 600,
      serviceTerminatesAt: undefined,
      serviceClosesAt: undefined,
    });
  });

  test('relative paths resolve against the repository root; absolute ones are kept', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/data', REMOTES_REGISTRY: 'ops/remotes.json', DEPLOY_DIR: '/srv/deploy' }, '/repo');
    expect(config.dataDir).toBe('/repo/tmp/data');
    expect(config.remotesRegistry).toBe('/repo/ops/remotes.json');
    expect(config.deployDir).toBe('/srv/deploy');
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '..', '..', '..'));
  });

  test('test mode only with NODE_ENV=test or E2E=1', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).testMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', E2E: '1' }).testMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', E2E: '0' }).testMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).testMode).toBe(false);
  });

  test('service dates, numbers and empty values are parsed; bad values are refused with the variable name', () => {
    const config = loadConfig({ SERVICE_TERMINATES_AT: '2025-04-15T00:00:00+09:00', SERVICE_CLOSES_AT: '2025-06-15', RATE_LIMIT_MAX: '0', DATABASE_URL: '' });
    expect(config.serviceTerminatesAt?.toISOString()).toBe('2025-04-14T15:00:00.000Z');
    expect(config.serviceClosesAt?.toISOString()).toBe('2025-06-15T00:00:00.000Z');
    expect(config.rateLimitMax).toBe(0);
    expect(config.databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SERVICE_CLOSES_AT: 'soon' })).toThrow(/SERVICE_CLOSES_AT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SERVICE_TERMINATES_AT: '2025-06-01', SERVICE_CLOSES_AT: '2025-05-01' })).toThrow(/before/);
  });

  test('the settings table documents every variable once', () => {
    const names = CONFIG_TABLE.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...CONFIG_ENV_NAMES].sort());
    expect(names).toContain('RATE_LIMIT_MAX');
  });
});
