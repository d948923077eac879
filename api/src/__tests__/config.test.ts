import path from 'node:path';
import { CONFIG_ENV_NAMES, CONFIG_TABLE, ConfigError, loadConfig, localFeatures, REPO_ROOT } from '../config';

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

  test('test mode (the unauthenticated /api/_test/* endpoints) only with NODE_ENV=test, never with E2E=1 alone', () => {
    expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1' }).testMode).toBe(true);
    expect(loadConfig({ E2E: '1' }).testMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', E2E: '1', PUBLIC_URL: 'https://keys.example' }).testMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).testMode).toBe(false);
  });

  test('safe by default: no local issuer, no sandboxes, no mail listing, no proxy trust, Auth.js on PUBLIC_URL', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { E2E: '1' }, { NODE_ENV: 'production', PUBLIC_URL: 'https://keys.example' }]) {
      const config = loadConfig(env, '/repo');
      expect(config).toMatchObject({
        authLocalIssuer: false,
        identitySandbox: false,
        cardSandbox: false,
        devMail: false,
        testMode: false,
        authTrustHost: false,
        trustProxy: false,
        allowSandboxesOnNetwork: false,
      });
      expect(localFeatures(config)).toEqual([]);
    }
    // A bare start listens on every interface, which is fine with nothing local on.
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  test('local features are turned on explicitly, one by one, and named for the start banner', () => {
    const config = loadConfig({ HOST: 'localhost', AUTH_LOCAL_ISSUER: '1', IDENTITY_SANDBOX: '1', CARD_SANDBOX: '1', DEV_MAIL: '1' });
    expect(config).toMatchObject({ authLocalIssuer: true, identitySandbox: true, cardSandbox: true, devMail: true, testMode: false });
    expect(localFeatures(config).join('\n')).toMatch(/AUTH_LOCAL_ISSUER=1[\s\S]*IDENTITY_SANDBOX=1[\s\S]*CARD_SANDBOX=1[\s\S]*DEV_MAIL=1/);
    expect(() => loadConfig({ CARD_SANDBOX: 'yes' })).toThrow(/CARD_SANDBOX/);
  });

  test('a local feature on a network address refuses to start unless ALLOW_SANDBOXES_ON_NETWORK=1', () => {
    for (const feature of ['AUTH_LOCAL_ISSUER', 'IDENTITY_SANDBOX', 'CARD_SANDBOX', 'DEV_MAIL']) {
      for (const host of ['0.0.0.0', '::', '192.168.1.20', 'keys.example.com']) {
        expect(() => loadConfig({ HOST: host, [feature]: '1' })).toThrow(
          new RegExp(`Refusing to start: HOST=${host.replace(/\./g, '\\.')} .*${feature}=1.*ALLOW_SANDBOXES_ON_NETWORK=1`),
        );
      }
      for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
        expect(loadConfig({ HOST: host, [feature]: '1' }).host).toBe(host);
      }
      expect(loadConfig({ HOST: '0.0.0.0', [feature]: '1', ALLOW_SANDBOXES_ON_NETWORK: '1' }).allowSandboxesOnNetwork).toBe(true);
    }
    // The test endpoints count too.
    expect(() => loadConfig({ NODE_ENV: 'test' })).toThrow(/NODE_ENV=test/);
    expect(() => loadConfig({ NODE_ENV: 'test', HOST: '::' })).toThrow(ConfigError);
  });

  test('PUBLIC_URL is required in production and must be an http(s) origin', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://keys.example.com/' }).publicUrl).toBe('https://keys.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://keys.example.com/shop/' }).publicUrl).toBe('https://keys.example.com/shop');
    for (const bad of ['keys.example.com', 'ftp://keys.example.com', 'https://user:pw@keys.example.com', 'https://keys.example.com/?next=x']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    }
  });

  test('TRUST_PROXY: off, true, a hop count or proxy addresses/CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1/128' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1', '::1/128']);
    expect(() => loadConfig({ TRUST_PROXY: 'loadbalancer' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ AUTH_TRUST_HOST: '1' }).authTrustHost).toBe(true);
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
