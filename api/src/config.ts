import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-storage';

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

const flag = z.enum(['0', '1']).default('0');

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
  DEPLOY_TOKEN: optionalString,
  RELEASES_KEPT: z.coerce.number().int().min(2).max(1000).default(10),
  AUTH_LOCAL_ISSUER: flag,
  AUTH_LOCAL_APPLE: flag,
  AUTH_TRUST_HOST: flag,
  AUTH_SESSION_MAX_AGE: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 60 * 60),
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
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(15 * 60)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 60 * 60),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  UPLOAD_DIR: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().trim().min(3).default('KEYS <no-reply@keys.local>'),
  PUBLIC_URL: optionalString,
  IDENTITY_SANDBOX: flag,
  CARD_SANDBOX: flag,
  DEV_MAIL: flag,
  ALLOW_SANDBOXES_ON_NETWORK: flag,
  TRUST_PROXY: optionalString,
  IP_COUNTRY_HEADER: optionalString,
  KR_IP_CIDRS: optionalString,
  SESSION_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  TRANSFER_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  TRANSFER_POLL_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  MARKET_FEE_PERCENT: z.coerce.number().int().min(0).max(90).default(5),
  REFUND_ENCRYPTION_KEYS: optionalString,
  REFUND_ENCRYPTION_KEY_ID: optionalString,
  REFUND_PURGE_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  UPLOAD_SWEEP_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  IDEMPOTENCY_PURGE_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  MONTHLY_POLL_SECONDS: z.coerce.number().min(0).max(86_400).optional(),
  LOTTERY_POLL_SECONDS: z.coerce.number().min(0).max(86_400).optional(),
  OFFER_EXPIRY_POLL_SECONDS: z.coerce.number().min(0).max(86_400).optional(),
  WATCH_DROP_POLL_SECONDS: z.coerce.number().min(0).max(86_400).optional(),
  REFUND_SETTLE_POLL_SECONDS: z.coerce.number().min(0).max(86_400).optional(),
});

export const OAUTH_PROVIDERS = ['apple', 'google', 'facebook', 'kakao', 'naver'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export const CONFIG_ENV_NAMES = Object.keys(envSchema.shape) as Array<keyof typeof envSchema.shape>;

/** Every setting the api reads, for the README: name, default, what it does. */
export const CONFIG_TABLE: ReadonlyArray<{ name: keyof z.input<typeof envSchema>; default: string; description: string }> = [
  { name: 'PORT', default: '8080', description: 'HTTP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  { name: 'DATA_DIR', default: '.data', description: 'Data directory (relative paths are resolved against the repository root).' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection string; when unset the embedded PGlite database in `${DATA_DIR}/pglite` is used.',
  },
  {
    name: 'REMOTES_REGISTRY',
    default: '(unset)',
    description: 'Path to a registry JSON file served as /remotes.json (read on every request); when unset the registry is generated for the local builds.',
  },
  { name: 'DEPLOY_DIR', default: '${DATA_DIR}/deploy', description: 'Folder served at /deploy/* where `npm run release` publishes versioned remote builds.' },
  {
    name: 'RELEASES_KEPT',
    default: '10',
    description:
      'Releases of each remote kept after a new one (record and folder); older ones are removed, never the live one, the canary or the one a rollback would go back to.',
  },
  { name: 'WEB_ROOT', default: '(repository root)', description: 'Folder holding shell/dist and mfe-*/dist.' },
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      '`production` requires PUBLIC_URL; `test` (and nothing else) opens the unauthenticated test endpoints (`POST /api/_test/clock`, `POST /api/_test/gold`) on a movable clock. Never in a normal start.',
  },
  {
    name: 'E2E',
    default: '(unset)',
    description: '`1` marks the e2e server: with NODE_ENV=test the transfer job still polls (api tests run it themselves). Opens nothing by itself.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level (fatal, error, warn, info, debug, trace, silent).' },
  {
    name: 'RATE_LIMIT_MAX',
    default: '600',
    description:
      'Requests per minute per client IP on /api/*, /auth/* and POST /user/me; money, upload, transfer, password and member lookup routes also have their own per-member limits (api/src/http/rate-limits.ts); 0 disables all rate limiting.',
  },
  {
    name: 'TRUST_PROXY',
    default: '(unset: off)',
    description:
      'Behind a load balancer or CDN: `true` (trust every proxy), a hop count (e.g. `1`) or a comma-separated list of proxy addresses/CIDRs; the client IP (rate limits, Korean IP, audit) is then read from X-Forwarded-For. Leave unset when clients connect directly, or they could pick their own IP.',
  },
  { name: 'SERVICE_TERMINATES_AT', default: '(unset)', description: 'ISO date from which the service is terminating (unset: operating).' },
  { name: 'SERVICE_CLOSES_AT', default: '(unset)', description: 'ISO date from which the service is closed.' },
  {
    name: 'AUTH_SECRET',
    default: '(generated)',
    description: 'Auth.js secret (session cookie encryption); when unset one is generated once and kept in `${DATA_DIR}/auth-secret`.',
  },
  {
    name: 'DEPLOY_TOKEN',
    default: '(generated)',
    description:
      'Bearer token of the release command for `/api/admin/remotes`; when unset one is generated once and kept in `${DATA_DIR}/deploy-token` (mode 0600).',
  },
  {
    name: 'AUTH_LOCAL_ISSUER',
    default: '0',
    description:
      '`1` starts the local OIDC issuer on 127.0.0.1 (random port) and offers the `local` sign-in provider, which signs in ANY e-mail (admin included): local use only (`npm start` turns it on).',
  },
  {
    name: 'AUTH_LOCAL_APPLE',
    default: '0',
    description:
      '`1` (with `AUTH_LOCAL_ISSUER=1` and no real Apple credentials) also offers an `apple` provider answered by the local issuer the way Apple answers (`form_post` callback), to try the Apple sign-in locally.',
  },
  {
    name: 'AUTH_TRUST_HOST',
    default: '0',
    description: '`1` lets Auth.js build its URLs from the request Host (and, with TRUST_PROXY, X-Forwarded-Host); otherwise they come from PUBLIC_URL.',
  },
  { name: 'AUTH_SESSION_MAX_AGE', default: '2592000', description: 'Sign-in session lifetime in seconds (30 days).' },
  ...(['APPLE', 'GOOGLE', 'FACEBOOK', 'KAKAO', 'NAVER'] as const).flatMap((provider) => [
    {
      name: `AUTH_${provider}_ID` as const,
      default: '(unset)',
      description: `OAuth client id; with \`AUTH_${provider}_SECRET\` it enables this sign-in provider.`,
    },
    {
      name: `AUTH_${provider}_SECRET` as const,
      default: '(unset)',
      description: `OAuth client secret${provider === 'APPLE' ? ' (the client-secret JWT made from the Apple key)' : ''}.`,
    },
  ]),
  {
    name: 'ACCESS_TOKEN_TTL_SECONDS',
    default: '900',
    description: 'Lifetime of the backend access JWT in seconds (at most 15 minutes; tests use a few seconds).',
  },
  { name: 'REFRESH_TOKEN_TTL_SECONDS', default: '2592000', description: 'Lifetime of a refresh token in seconds (30 days); each use rotates it.' },
  {
    name: 'REFRESH_REUSE_GRACE_SECONDS',
    default: '10',
    description:
      'A refresh token presented again within this many seconds of its rotation (two tabs refreshing at once) gets a new pair instead of revoking the family.',
  },
  {
    name: 'UPLOAD_DIR',
    default: '${DATA_DIR}/uploads',
    description:
      'Folder where uploaded files (profile and community images, popup images, inquiry attachments) are stored when no S3 bucket is set: one instance only.',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description:
      'An S3-compatible bucket for every uploaded file, shared by all api instances (set it before running two); `npm run storage:move-to-s3` copies the files of UPLOAD_DIR into it.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset)',
    description: "The S3 service's URL (`http://127.0.0.1:9000` for MinIO); AWS's own endpoint for S3_REGION when unset.",
  },
  { name: 'S3_REGION', default: 'us-east-1', description: "The bucket's region." },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key of the bucket (required with S3_BUCKET).' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret key of the bucket (required with S3_BUCKET).' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: '0',
    description: '`1`: `http://host/bucket/key` addresses instead of `http://bucket.host/key` (MinIO, s3rver and most self-hosted services).',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for outgoing mail (e.g. `smtps://user:pass@smtp.example.com`); when unset a local SMTP sink is started on 127.0.0.1 and keeps the mails (listed at `/dev/mail` only with DEV_MAIL=1).',
  },
  {
    name: 'DEV_MAIL',
    default: '0',
    description:
      "`1` lists the local SMTP sink's mails (reset links included) to anyone at `/dev/mail` and `/dev/mail.json`: local use only (`npm start` turns it on; never in production).",
  },
  { name: 'MAIL_FROM', default: 'KEYS <no-reply@keys.local>', description: 'Sender of outgoing mail.' },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:${PORT} (required in production)',
    description:
      "The site's origin, e.g. `https://keys.example.com`: every link the server makes (mails, open-graph tags, /remotes.json entries, checkout and verification return URLs, Auth.js) uses it, never the request's Host header.",
  },
  {
    name: 'IDENTITY_SANDBOX',
    default: '0',
    description:
      '`1` offers the sandbox identity-verification provider at `/sandbox/identity` (anyone verifies as anyone): local use only (`npm start` turns it on).',
  },
  {
    name: 'CARD_SANDBOX',
    default: '0',
    description:
      '`1` offers the sandbox card processor (hosted checkout at `/sandbox/checkout`, test cards credit Gold for free): local use only (`npm start` turns it on).',
  },
  {
    name: 'ALLOW_SANDBOXES_ON_NETWORK',
    default: '0',
    description:
      'The server refuses to start with the local issuer, a sandbox, DEV_MAIL or NODE_ENV=test on while HOST is not a loopback address; `1` allows it anyway (a shared demo, at your own risk).',
  },
  {
    name: 'IP_COUNTRY_HEADER',
    default: '(unset)',
    description: 'Request header holding the client country code set by a CDN (e.g. `cf-ipcountry`); `KR` marks a Korean IP.',
  },
  { name: 'KR_IP_CIDRS', default: '(unset)', description: 'Comma-separated CIDR ranges treated as Korean IPs (checked when the country header is absent).' },
  {
    name: 'SESSION_POLL_SECONDS',
    default: '0',
    description: 'Pages re-read the session every this many seconds (0: only when the tab becomes visible and when another tab signs in or out).',
  },
  {
    name: 'TRANSFER_DELAY_SECONDS',
    default: '30',
    description: 'A KEY transfer arrives this many seconds after it is requested (at most 86400; the pages say it may take up to 24 hours).',
  },
  {
    name: 'TRANSFER_POLL_SECONDS',
    default: '5 (0 when NODE_ENV=test)',
    description:
      'Every api instance looks for due transfers this often (0: never, so api tests run the job when they choose); each one is completed exactly once.',
  },
  {
    name: 'MARKET_FEE_PERCENT',
    default: '5',
    description:
      'Service fee of a market sale in whole percent (0 to 90), on top of the 10% creator earnings; both floored to whole Gold, the seller gets the rest.',
  },
  {
    name: 'REFUND_ENCRYPTION_KEYS',
    default: '(generated)',
    description:
      'Keys that encrypt refund bank details (AES-256-GCM), comma-separated `kid:base64-of-32-bytes`; old keys stay listed so older rows still decrypt. When unset one key is generated once and kept in `${DATA_DIR}/refund-keys.json` (whose keys are also read for decryption).',
  },
  {
    name: 'REFUND_ENCRYPTION_KEY_ID',
    default: '(the only key)',
    description: 'Id of the key new refund bank details are encrypted with (required when REFUND_ENCRYPTION_KEYS lists several).',
  },
  {
    name: 'REFUND_PURGE_POLL_SECONDS',
    default: '3600',
    description: 'Every api instance erases refund bank details kept 5 years past their last change this often (0: never).',
  },
  {
    name: 'UPLOAD_SWEEP_POLL_SECONDS',
    default: '600 (0 when NODE_ENV=test)',
    description:
      'Every api instance removes uploads no row refers to any more (older than an hour) this often (0: never, so api tests run the job when they choose).',
  },
  {
    name: 'IDEMPOTENCY_PURGE_POLL_SECONDS',
    default: '3600',
    description: 'Every api instance deletes Idempotency-Key records older than 30 days this often (0: never).',
  },
  {
    name: 'REFUND_SETTLE_POLL_SECONDS',
    default: '60 (0 when NODE_ENV=test)',
    description:
      'Every api instance asks the card processor again this often for refunds of cancelled purchases still owed after 2 minutes (0: never, so api tests run the job when they choose).',
  },
  {
    name: 'LOTTERY_POLL_SECONDS',
    default: '15 (0 when NODE_ENV=test)',
    description:
      'Every api instance looks this often for lotteries whose draw time has come; each is drawn once (0: never, so api tests run the job when they choose).',
  },
  {
    name: 'OFFER_EXPIRY_POLL_SECONDS',
    default: '30 (0 when NODE_ENV=test)',
    description:
      'Every api instance looks this often for Gold offers past their 7-day expiry (or whose KEY went to someone else) and releases their Gold; each is closed once (0: never, so api tests run the job when they choose).',
  },
  {
    name: 'WATCH_DROP_POLL_SECONDS',
    default: '30 (0 when NODE_ENV=test)',
    description:
      'Every api instance looks this often for watched projects whose sale opened or with a new KEY on sale, and sends each watcher one WATCH notification per drop (0: never, so api tests run the job when they choose).',
  },
  {
    name: 'MONTHLY_POLL_SECONDS',
    default: '60 (0 when NODE_ENV=test)',
    description:
      'Every api instance looks this often for ended months whose KEYs of the Month are still to give (0: never, so api tests run the job when they choose).',
  },
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
  /** NODE_ENV=test only: the unauthenticated test endpoints (/api/_test/clock, /api/_test/gold) and a movable clock. */
  testMode: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimitMax: number;
  serviceTerminatesAt: Date | undefined;
  serviceClosesAt: Date | undefined;
  /** Auth.js secret, or undefined: generated and kept in the data directory. */
  authSecret: string | undefined;
  /** The release command's bearer token, or undefined: generated and kept in the data directory. */
  deployToken: string | undefined;
  /** Releases of each remote kept after a new one (besides the live one, the canary and the rollback target). */
  releasesKept: number;
  authLocalIssuer: boolean;
  /** An `apple` provider answered by the local issuer (Apple's form_post callback), without real Apple credentials. */
  authLocalApple: boolean;
  /** Auth.js builds its URLs from the request Host instead of PUBLIC_URL. */
  authTrustHost: boolean;
  authSessionMaxAge: number;
  /** The OAuth providers whose id and secret are both set. */
  oauthProviders: Partial<Record<OAuthProviderId, { clientId: string; clientSecret: string }>>;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  uploadDir: string;
  /** Where uploaded files live: UPLOAD_DIR on this instance's disk, or a bucket every instance shares. */
  storage: StorageSettings;
  /** SMTP URL, or undefined: the local sink. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The site's origin without a trailing slash: every link the server makes starts with it. */
  publicUrl: string;
  identitySandbox: boolean;
  cardSandbox: boolean;
  /** The local SMTP sink's mails are listed at /dev/mail. */
  devMail: boolean;
  allowSandboxesOnNetwork: boolean;
  /** Fastify's trustProxy: false, true, a hop count or proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
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
  /** Seconds between passes of the upload sweep (0: never). */
  uploadSweepPollSeconds: number;
  idempotencyPurgePollSeconds: number;
  /** Seconds between passes of the KEY of the Month distribution (0: never). */
  monthlyPollSeconds: number;
  /** Seconds between passes of the lottery draw (0: never). */
  lotteryPollSeconds: number;
  /** How often the offer job closes expired offers and releases their Gold (0: not at all). */
  offerExpiryPollSeconds: number;
  /** Seconds between passes of the watchlist drop job (0: never). */
  watchDropPollSeconds: number;
  /** Seconds between passes of the owed card refund settlement (0: never). */
  refundSettlePollSeconds: number;
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
  if (activeId && !keys.some((key) => key.id === activeId))
    throw new ConfigError('Invalid configuration: REFUND_ENCRYPTION_KEY_ID is not in REFUND_ENCRYPTION_KEYS');
  if (!activeId && keys.length > 1)
    throw new ConfigError('Invalid configuration: REFUND_ENCRYPTION_KEY_ID must name the active key when REFUND_ENCRYPTION_KEYS lists several');
  return keys;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

export type StorageSettings = { kind: 'disk' } | { kind: 's3'; s3: S3Settings };

function storageSettings(values: z.infer<typeof envSchema>): StorageSettings {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!bucket) {
    if (values.S3_ENDPOINT || accessKeyId || secretAccessKey) throw new ConfigError('Invalid configuration: S3_ENDPOINT and the S3 keys need S3_BUCKET');
    return { kind: 'disk' };
  }
  if (!accessKeyId || !secretAccessKey) throw new ConfigError('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    kind: 's3',
    s3: {
      ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
      bucket,
      region: values.S3_REGION,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: values.S3_FORCE_PATH_STYLE === '1',
    },
  };
}

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
  const config: Config = {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    remotesRegistry: values.REMOTES_REGISTRY ? fromRoot(values.REMOTES_REGISTRY) : undefined,
    deployDir: values.DEPLOY_DIR ? fromRoot(values.DEPLOY_DIR) : path.join(dataDir, 'deploy'),
    webRoot: values.WEB_ROOT ? fromRoot(values.WEB_ROOT) : repoRoot,
    nodeEnv: values.NODE_ENV,
    testMode: values.NODE_ENV === 'test',
    logLevel: values.LOG_LEVEL,
    rateLimitMax: values.RATE_LIMIT_MAX,
    serviceTerminatesAt: values.SERVICE_TERMINATES_AT,
    serviceClosesAt: values.SERVICE_CLOSES_AT,
    authSecret: values.AUTH_SECRET,
    deployToken: values.DEPLOY_TOKEN,
    releasesKept: values.RELEASES_KEPT,
    authLocalIssuer: values.AUTH_LOCAL_ISSUER === '1',
    authLocalApple: values.AUTH_LOCAL_ISSUER === '1' && values.AUTH_LOCAL_APPLE === '1',
    authTrustHost: values.AUTH_TRUST_HOST === '1',
    authSessionMaxAge: values.AUTH_SESSION_MAX_AGE,
    oauthProviders: oauthProviders(values),
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    refreshReuseGraceSeconds: values.REFRESH_REUSE_GRACE_SECONDS,
    uploadDir: values.UPLOAD_DIR ? fromRoot(values.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    storage: storageSettings(values),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    publicUrl: publicUrl(values),
    identitySandbox: values.IDENTITY_SANDBOX === '1',
    cardSandbox: values.CARD_SANDBOX === '1',
    devMail: values.DEV_MAIL === '1',
    allowSandboxesOnNetwork: values.ALLOW_SANDBOXES_ON_NETWORK === '1',
    trustProxy: trustProxy(values.TRUST_PROXY),
    ipCountryHeader: values.IP_COUNTRY_HEADER?.toLowerCase(),
    sessionPollSeconds: values.SESSION_POLL_SECONDS,
    transferDelaySeconds: values.TRANSFER_DELAY_SECONDS,
    // Api tests (NODE_ENV=test, not the e2e server) run the job themselves.
    transferPollSeconds: values.TRANSFER_POLL_SECONDS ?? (values.NODE_ENV === 'test' && values.E2E !== '1' ? 0 : 5),
    marketFeePercent: values.MARKET_FEE_PERCENT,
    refundEncryptionKeys: refundKeys,
    refundEncryptionKeyId: values.REFUND_ENCRYPTION_KEY_ID ?? refundKeys[0]?.id,
    refundPurgePollSeconds: values.REFUND_PURGE_POLL_SECONDS,
    uploadSweepPollSeconds: values.UPLOAD_SWEEP_POLL_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 600),
    idempotencyPurgePollSeconds: values.IDEMPOTENCY_PURGE_POLL_SECONDS,
    monthlyPollSeconds: values.MONTHLY_POLL_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 60),
    lotteryPollSeconds: values.LOTTERY_POLL_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 15),
    offerExpiryPollSeconds: values.OFFER_EXPIRY_POLL_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 30),
    watchDropPollSeconds: values.WATCH_DROP_POLL_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 30),
    refundSettlePollSeconds: values.REFUND_SETTLE_POLL_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 60),
    krIpCidrs: (values.KR_IP_CIDRS ?? '')
      .split(',')
      .map((cidr) => cidr.trim())
      .filter(Boolean),
  };
  assertLocalFeaturesOnLoopback(config);
  return config;
}

/** PUBLIC_URL as an origin (required in production; elsewhere http://localhost:PORT), never taken from a request. */
function publicUrl(values: z.infer<typeof envSchema>): string {
  if (!values.PUBLIC_URL) {
    if (values.NODE_ENV === 'production') {
      throw new ConfigError(
        "Invalid configuration: PUBLIC_URL is required when NODE_ENV=production (the site's origin, e.g. https://keys.example.com; links in mails, sharing tags and payment returns use it)",
      );
    }
    return `http://localhost:${values.PORT}`;
  }
  let url: URL;
  try {
    url = new URL(values.PUBLIC_URL);
  } catch {
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be an http(s) URL such as https://keys.example.com');
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be an http(s) URL such as https://keys.example.com');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** TRUST_PROXY → Fastify's trustProxy: unset/0/false off, true on, a hop count, or proxy addresses/CIDRs. */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === '0' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const bits = isIP(address ?? '');
    if (!bits || extra !== undefined || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= (bits === 4 ? 32 : 128)))) {
      throw new ConfigError(`Invalid configuration: TRUST_PROXY is \`true\`, a hop count or comma-separated proxy addresses/CIDRs (got "${entry}")`);
    }
  }
  return entries;
}

/** The local-only features that are on: the start banner prints them, a network address refuses them. */
export function localFeatures(config: Config): string[] {
  return [
    ...(config.authLocalIssuer ? ['local sign-in issuer (any e-mail signs in, admin included; AUTH_LOCAL_ISSUER=1)'] : []),
    ...(config.identitySandbox ? ['identity-verification sandbox (IDENTITY_SANDBOX=1)'] : []),
    ...(config.cardSandbox ? ['card sandbox, test cards credit Gold (CARD_SANDBOX=1)'] : []),
    ...(config.devMail ? ['every mail listed at /dev/mail (DEV_MAIL=1)'] : []),
    ...(config.testMode ? ['test endpoints /api/_test/* (NODE_ENV=test)'] : []),
  ];
}

/** localhost, 127.0.0.0/8 and ::1 (also as ::ffff:127.x): only this machine reaches them. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

function assertLocalFeaturesOnLoopback(config: Config) {
  const features = localFeatures(config);
  if (features.length === 0 || config.allowSandboxesOnNetwork || isLoopbackHost(config.host)) return;
  throw new ConfigError(
    `Refusing to start: HOST=${config.host} is reachable from the network while local-only features are on: ${features.join('; ')}. ` +
      'Turn them off, listen on a loopback address (HOST=127.0.0.1 or localhost), or set ALLOW_SANDBOXES_ON_NETWORK=1 if you really mean it.',
  );
}
