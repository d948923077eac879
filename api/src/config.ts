import path from 'node:path';
import { z } from 'zod';

/** The repository root: two levels up from api/src (sources, Jest) and from api/dist (the bundle). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalDate = optionalString
  .refine((value) => value === undefined || !Number.isNaN(Date.parse(value)), 'must be an ISO-8601 date')
  .transform((value) => (value === undefined ? undefined : new Date(value)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: optionalString,
  REMOTES_REGISTRY: optionalString,
  DEPLOY_DIR: optionalString,
  WEB_ROOT: optionalString,
  NODE_ENV: z.string().trim().default('development'),
  E2E: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  SERVICE_TERMINATES_AT: optionalDate,
  SERVICE_CLOSES_AT: optionalDate,
  AUTH_SECRET: optionalString,
  AUTH_LOCAL_ISSUER: z.enum(['0', '1']).optional(),
  AUTH_SESSION_MAX_AGE: z.coerce.number().int().min(60).default(30 * 24 * 60 * 60),
  AUTH_APPLE_ID: optionalString,
  AUTH_APPLE_SECRET: optionalString,
  AUTH_GOOGLE_ID: optionalString,
  AUTH_GOOGLE_SECRET: optionalString,
  AUTH_FACEBOOK_ID: optionalString,
  AUTH_FACEBOOK_SECRET: optionalString,
  AUTH_KAKAO_ID: optionalString,
  AUTH_KAKAO_SECRET: optionalString,
  AUTH_NAVER_ID: optionalString,
  AUTH_NAVER_SECRET: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(15 * 60).default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(30 * 24 * 60 * 60),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  UPLOAD_DIR: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().trim().min(3).default('KEYS <no-reply@keys.local>'),
  PUBLIC_URL: optionalString,
  IDENTITY_SANDBOX: z.enum(['0', '1']).optional(),
  IP_COUNTRY_HEADER: optionalString,
  KR_IP_CIDRS: optionalString,
  SESSION_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  TRANSFER_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  TRANSFER_POLL_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  MARKET_FEE_PERCENT: z.coerce.number().int().min(0).max(90).default(5),
  REFUND_ENCRYPTION_KEYS: optionalString,
  REFUND_ENCRYPTION_KEY_ID: optionalString,
  REFUND_PURGE_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
});

export const OAUTH_PROVIDERS = ['apple', 'google', 'facebook', 'kakao', 'naver'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export const CONFIG_ENV_NAMES = Object.keys(envSchema.shape) as Array<keyof typeof envSchema.shape>;

/** Every setting the api reads, for the README: name, default, what it does. */
export const CONFIG_TABLE: ReadonlyArray<{ name: keyof z.input<typeof envSchema>; default: string; description: string }> = [
  { name: 'PORT', default: '8080', description: 'HTTP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  { name: 'DATA_DIR', default: '.data', description: 'Data directory (relative paths are resolved against the repository root).' },
  { name: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection string; when unset the embedded PGlite database in `${DATA_DIR}/pglite` is used.' },
  { name: 'REMOTES_REGISTRY', default: '(unset)', description: 'Path to a registry JSON file served as /remotes.json (read on every request); when unset the registry is generated for the local builds.' },
  { name: 'DEPLOY_DIR', default: '${DATA_DIR}/deploy', description: 'Folder served at /deploy/* where teams copy versioned remote builds.' },
  { name: 'WEB_ROOT', default: '(repository root)', description: 'Folder holding shell/dist and mfe-*/dist.' },
  { name: 'NODE_ENV', default: 'development', description: '`test` enables test mode (movable clock).' },
  { name: 'E2E', default: '(unset)', description: '`1` enables test mode (movable clock at /api/_test/clock).' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level (fatal, error, warn, info, debug, trace, silent).' },
  { name: 'RATE_LIMIT_MAX', default: '600', description: 'Requests per minute per IP on /api/*; 0 disables rate limiting.' },
  { name: 'SERVICE_TERMINATES_AT', default: '(unset)', description: 'ISO date from which the service is terminating (unset: operating).' },
  { name: 'SERVICE_CLOSES_AT', default: '(unset)', description: 'ISO date from which the service is closed.' },
  { name: 'AUTH_SECRET', default: '(generated)', description: 'Auth.js secret (session cookie encryption); when unset one is generated once and kept in `${DATA_DIR}/auth-secret`.' },
  { name: 'AUTH_LOCAL_ISSUER', default: '`1` (`0` when NODE_ENV=production)', description: '`1` starts the local OIDC issuer on 127.0.0.1 (random port) and offers the `local` sign-in provider.' },
  { name: 'AUTH_SESSION_MAX_AGE', default: '2592000', description: 'Sign-in session lifetime in seconds (30 days).' },
  ...(['APPLE', 'GOOGLE', 'FACEBOOK', 'KAKAO', 'NAVER'] as const).flatMap((provider) => [
    { name: `AUTH_${provider}_ID` as const, default: '(unset)', description: `OAuth client id; with \`AUTH_${provider}_SECRET\` it enables this sign-in provider.` },
    { name: `AUTH_${provider}_SECRET` as const, default: '(unset)', description: `OAuth client secret${provider === 'APPLE' ? ' (the client-secret JWT made from the Apple key)' : ''}.` },
  ]),
  { name: 'ACCESS_TOKEN_TTL_SECONDS', default: '900', description: 'Lifetime of the backend access JWT in seconds (at most 15 minutes; tests use a few seconds).' },
  { name: 'REFRESH_TOKEN_TTL_SECONDS', default: '2592000', description: 'Lifetime of a refresh token in seconds (30 days); each use rotates it.' },
  { name: 'REFRESH_REUSE_GRACE_SECONDS', default: '10', description: 'A refresh token presented again within this many seconds of its rotation (two tabs refreshing at once) gets a new pair instead of revoking the family.' },
  { name: 'UPLOAD_DIR', default: '${DATA_DIR}/uploads', description: 'Folder where uploaded profile images are stored.' },
  { name: 'SMTP_URL', default: '(unset)', description: 'SMTP server for outgoing mail (e.g. `smtps://user:pass@smtp.example.com`); when unset a local SMTP sink is started on 127.0.0.1 and its mails are listed at `/dev/mail` (outside production).' },
  { name: 'MAIL_FROM', default: 'KEYS <no-reply@keys.local>', description: 'Sender of outgoing mail.' },
  { name: 'PUBLIC_URL', default: '(the request origin)', description: 'Origin used in links sent by mail, e.g. `https://keys.example.com`.' },
  { name: 'IDENTITY_SANDBOX', default: '`1` (`0` when NODE_ENV=production)', description: '`1` offers the sandbox identity-verification provider at `/sandbox/identity`.' },
  { name: 'IP_COUNTRY_HEADER', default: '(unset)', description: 'Request header holding the client country code set by a CDN (e.g. `cf-ipcountry`); `KR` marks a Korean IP.' },
  { name: 'KR_IP_CIDRS', default: '(unset)', description: 'Comma-separated CIDR ranges treated as Korean IPs (checked when the country header is absent).' },
  { name: 'SESSION_POLL_SECONDS', default: '0', description: 'Pages re-read the session every this many seconds (0: only when the tab becomes visible and when another tab signs in or out).' },
  { name: 'TRANSFER_DELAY_SECONDS', default: '30', description: 'A KEY transfer arrives this many seconds after it is requested (at most 86400; the pages say it may take up to 24 hours).' },
  { name: 'TRANSFER_POLL_SECONDS', default: '5 (0 when NODE_ENV=test)', description: 'Every api instance looks for due transfers this often (0: never, so api tests run the job when they choose); each one is completed exactly once.' },
  { name: 'MARKET_FEE_PERCENT', default: '5', description: 'Service fee of a market sale in whole percent (0 to 90), on top of the 10% creator earnings; both floored to whole Gold, the seller gets the rest.' },
  { name: 'REFUND_ENCRYPTION_KEYS', default: '(generated)', description: 'Keys that encrypt refund bank details (AES-256-GCM), comma-separated `kid:base64-of-32-bytes`; old keys stay listed so older rows still decrypt. When unset one key is generated once and kept in `${DATA_DIR}/refund-keys.json` (whose keys are also read for decryption).' },
  { name: 'REFUND_ENCRYPTION_KEY_ID', default: '(the only key)', description: 'Id of the key new refund bank details are encrypted with (required when REFUND_ENCRYPTION_KEYS lists several).' },
  { name: 'REFUND_PURGE_POLL_SECONDS', default: '3600', description: 'Every api instance erases refund bank details kept 5 years past their last change this often (0: never).' },
];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL, or undefined for PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory (`memory://` keeps it in memory). */
  pgliteDir: string;
  remotesRegistry: string | undefined;
  deployDir: string;
  webRoot: string;
  nodeEnv: string;
  /** NODE_ENV=test or E2E=1: the clock can be moved through /api/_test/clock. */
  testMode: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimitMax: number;
  serviceTerminatesAt: Date | undefined;
  serviceClosesAt: Date | undefined;
  /** Auth.js secret, or undefined: generated and kept in the data directory. */
  authSecret: string | undefined;
  authLocalIssuer: boolean;
  authSessionMaxAge: number;
  /** The OAuth providers whose id and secret are both set. */
  oauthProviders: Partial<Record<OAuthProviderId, { clientId: string; clientSecret: string }>>;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  uploadDir: string;
  /** SMTP URL, or undefined: the local sink. */
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  identitySandbox: boolean;
  ipCountryHeader: string | undefined;
  krIpCidrs: string[];
  sessionPollSeconds: number;
  /** How long after its request a KEY transfer is completed. */
  transferDelaySeconds: number;
  /** How often the transfer job looks for due transfers (0: not at all). */
  transferPollSeconds: number;
  /** Service fee of a market sale, in percent of the price. */
  marketFeePercent: number;
  /** Configured refund bank-detail keys (empty: generated and kept in the data directory). */
  refundEncryptionKeys: RefundEncryptionKey[];
  /** The key new refund bank details are encrypted with (undefined: the only configured key, or the generated one). */
  refundEncryptionKeyId: string | undefined;
  /** How often the refund purge job runs (0: not at all). */
  refundPurgePollSeconds: number;
}

/** A refund bank-detail key: `kid` goes into every envelope it seals so rotation keeps older rows readable. */
export interface RefundEncryptionKey {
  id: string;
  key: Buffer;
}

const REFUND_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** `kid:base64,kid:base64` → keys of 32 bytes with distinct ids; the active id must be one of them. */
function refundEncryptionKeys(list: string | undefined, activeId: string | undefined): RefundEncryptionKey[] {
  const keys = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf(':');
      const id = entry.slice(0, separator);
      const encoded = entry.slice(separator + 1).trim();
      const key = Buffer.from(encoded, 'base64');
      if (separator <= 0 || !REFUND_KEY_ID.test(id) || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) || key.length !== 32) {
        throw new ConfigError('Invalid configuration: REFUND_ENCRYPTION_KEYS entries are `kid:base64` with a 32-byte key and a kid of letters, digits, _ or -');
      }
      return { id, key };
    });
  if (new Set(keys.map((key) => key.id)).size !== keys.length) throw new ConfigError('Invalid configuration: REFUND_ENCRYPTION_KEYS repeats a key id');
  if (activeId && !keys.some((key) => key.id === activeId)) throw new ConfigError('Invalid configuration: REFUND_ENCRYPTION_KEY_ID is not in REFUND_ENCRYPTION_KEYS');
  if (!activeId && keys.length > 1) throw new ConfigError('Invalid configuration: REFUND_ENCRYPTION_KEY_ID must name the active key when REFUND_ENCRYPTION_KEYS lists several');
  return keys;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function oauthProviders(values: z.infer<typeof envSchema>): Config['oauthProviders'] {
  const enabled: Config['oauthProviders'] = {};
  for (const provider of OAUTH_PROVIDERS) {
    const upper = provider.toUpperCase() as Uppercase<OAuthProviderId>;
    const clientId = values[`AUTH_${upper}_ID`];
    const clientSecret = values[`AUTH_${upper}_SECRET`];
    if (clientId && clientSecret) enabled[provider] = { clientId, clientSecret };
  }
  return enabled;
}

export function loadConfig(env: Env = process.env, repoRoot: string = REPO_ROOT): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const fromRoot = (value: string) => path.resolve(repoRoot, value);
  const dataDir = fromRoot(values.DATA_DIR);
  if (values.SERVICE_TERMINATES_AT && values.SERVICE_CLOSES_AT && values.SERVICE_CLOSES_AT < values.SERVICE_TERMINATES_AT) {
    throw new ConfigError('Invalid configuration: SERVICE_CLOSES_AT is before SERVICE_TERMINATES_AT');
  }
  const refundKeys = refundEncryptionKeys(values.REFUND_ENCRYPTION_KEYS, values.REFUND_ENCRYPTION_KEY_ID);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    remotesRegistry: values.REMOTES_REGISTRY ? fromRoot(values.REMOTES_REGISTRY) : undefined,
    deployDir: values.DEPLOY_DIR ? fromRoot(values.DEPLOY_DIR) : path.join(dataDir, 'deploy'),
    webRoot: values.WEB_ROOT ? fromRoot(values.WEB_ROOT) : repoRoot,
    nodeEnv: values.NODE_ENV,
    testMode: values.NODE_ENV === 'test' || values.E2E === '1',
    logLevel: values.LOG_LEVEL,
    rateLimitMax: values.RATE_LIMIT_MAX,
    serviceTerminatesAt: values.SERVICE_TERMINATES_AT,
    serviceClosesAt: values.SERVICE_CLOSES_AT,
    authSecret: values.AUTH_SECRET,
    authLocalIssuer: (values.AUTH_LOCAL_ISSUER ?? (values.NODE_ENV === 'production' ? '0' : '1')) === '1',
    authSessionMaxAge: values.AUTH_SESSION_MAX_AGE,
    oauthProviders: oauthProviders(values),
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    refreshReuseGraceSeconds: values.REFRESH_REUSE_GRACE_SECONDS,
    uploadDir: values.UPLOAD_DIR ? fromRoot(values.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    identitySandbox: (values.IDENTITY_SANDBOX ?? (values.NODE_ENV === 'production' ? '0' : '1')) === '1',
    ipCountryHeader: values.IP_COUNTRY_HEADER?.toLowerCase(),
    sessionPollSeconds: values.SESSION_POLL_SECONDS,
    transferDelaySeconds: values.TRANSFER_DELAY_SECONDS,
    // Api tests (NODE_ENV=test, not the e2e server) run the job themselves.
    transferPollSeconds: values.TRANSFER_POLL_SECONDS ?? (values.NODE_ENV === 'test' && values.E2E !== '1' ? 0 : 5),
    marketFeePercent: values.MARKET_FEE_PERCENT,
    refundEncryptionKeys: refundKeys,
    refundEncryptionKeyId: values.REFUND_ENCRYPTION_KEY_ID ?? refundKeys[0]?.id,
    refundPurgePollSeconds: values.REFUND_PURGE_POLL_SECONDS,
    krIpCidrs: (values.KR_IP_CIDRS ?? '').split(',').map((cidr) => cidr.trim()).filter(Boolean),
  };
}
