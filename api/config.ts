import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RESERVATION_MINUTES } from '../contract/constants';
import { DEFAULT_PROPOSAL_EXPIRY_DAYS } from '../contract/commission-machine';
import { parseTrustProxy, type TrustProxy } from './middleware/client-address';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from '../db/connection';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An unset or empty variable (`S3_ENDPOINT=` in a .env file) is undefined. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite']).default('postgres'),
  EMBEDDED_POSTGRES_CREATE_USER: boolFromEnv.default(false),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DEFAULT_CONNECT_TIMEOUT_MS),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  SESSION_KEYS: z.string().optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Unset: the demo is seeded into an empty database in development only. */
  SEED_DEMO: z
    .literal('')
    .transform(() => undefined)
    .or(boolFromEnv.optional()),
  UPLOADS_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().optional(),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url('S3_ENDPOINT must be a URL, e.g. http://minio:9000').optional()),
  S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .literal('')
    .transform(() => undefined)
    .or(boolFromEnv.optional()),
  S3_KEY_PREFIX: optionalString,
  WEB_DIST: z.string().default('./dist/web'),
  SSR_ENTRY: z.string().default('./dist/server/entry-server.js'),
  SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(50_000),
  SSR_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** false; true (one proxy); a hop count; or the proxies' addresses, comma-separated (client-address.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must be false, true (one proxy), a hop count such as 2, or the proxy addresses, e.g. 10.0.0.2,10.0.0.3',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  PUBLIC_ORIGIN: z
    .url({ message: 'PUBLIC_ORIGIN must be an origin such as https://atelier.example' })
    .transform((u) => new URL(u).origin)
    .optional(),
  PRINTFUL_API_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable on a terminal, JSON otherwise. */
  LOG_FORMAT: z
    .literal('')
    .transform(() => undefined)
    .or(z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).optional()),
  RATE_LIMIT_LOGIN_PER_15MIN: z.coerce.number().int().min(1).default(20),
  /** Failed sign-ins per account per hour, from all addresses together, before each next try waits. */
  LOGIN_FAILURES_PER_ACCOUNT_HOUR: z.coerce.number().int().min(1).default(25),
  /** Originals reserved at once by all the accounts of one client address. */
  RESERVATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(6),
  /** A new account may reserve originals once it is this old. */
  NEW_ACCOUNT_RESERVE_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60)
    .default(10),
  PROPOSAL_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_PROPOSAL_EXPIRY_DAYS),
  RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(DEFAULT_RESERVATION_MINUTES),
  SHIPPING_FLAT_RATE: z.coerce
    .number({ error: 'SHIPPING_FLAT_RATE must be an amount in dollars, e.g. 15' })
    .min(0)
    .max(10_000)
    .default(15),
  PAYMENT_WINDOW_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90 * 24)
    .default(72),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must be smtp://user:password@host:port or smtps://...')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  /** How long a notification's e-mail waits: one read in the app meanwhile is not mailed. */
  NOTIFICATION_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** The hour (UTC, 0-23) from which each day's notification digest is sent. */
  NOTIFICATION_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** The platform's share of each card payment, in percent (the rest is transferred to the artist). */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** Tests and development only: the Stripe API at another address, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalString.pipe(z.url('STRIPE_API_BASE must be a URL').optional()),
  /** Only the e2e server sets it: enables /api/test-hooks/* (never in production use). */
  E2E_TEST_HOOKS: boolFromEnv.default(false),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Without DATABASE_URL: the embedded PostgreSQL, or PGlite (the fallback) when asked for. */
  embeddedDatabase: 'postgres' | 'pglite';
  /** As root without a `postgres` system user: create it for the embedded server (opt-in). */
  createPostgresUser: boolean;
  /** The embedded PostgreSQL also listens on 127.0.0.1 on this port (for tools that need TCP). */
  embeddedPostgresPort: number | undefined;
  /** PostgreSQL: opening a connection may take this long (a pooled one is waited for twice that). */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: one statement may run this long. */
  dbStatementTimeoutMs: number;
  sessionKeys: string[];
  /** True when SESSION_KEYS was not set and a random key was generated for this process. */
  sessionKeysGenerated: boolean;
  sessionMaxAgeMs: number;
  /**
   * SEED_DEMO: true seeds the demo into an empty database, false never; unset, only in development
   * (db/seeds/demo-gate.ts).
   */
  seedDemo: boolean | undefined;
  uploadsDriver: 'local' | 's3';
  /** Folder of the local driver (also set, unused, with the S3 driver). */
  uploadsDir: string;
  /** Set when `uploadsDriver` is `s3`. */
  s3: S3Config | undefined;
  webDist: string;
  /** The server build of the web app (`vite build --ssr`) that renders the public pages; absent: the shell. */
  ssrEntry: string;
  /** How long a server-rendered page is answered again without rendering; any write forgets them. */
  ssrCacheMs: number;
  /** URLs per sitemap file (the protocol's 50,000 at most); past it, /sitemap.xml is an index. */
  sitemapMaxUrls: number;
  /** Which X-Forwarded-For entry is the client (api/middleware/client-address.ts). */
  trustProxy: TrustProxy;
  printfulApiKey: string | undefined;
  logLevel: string;
  /** LOG_FORMAT: unset means readable on a terminal and JSON otherwise (api/lib/logger.ts). */
  logFormat: 'json' | 'pretty' | undefined;
  loginRateLimit: number;
  /** Failed sign-ins per account per hour before a growing wait (api/modules/auth/login-throttle.ts). */
  loginFailuresPerAccountHour: number;
  /** Originals reserved at once from one client address, all accounts together. */
  reservationsPerAddress: number;
  /** Minutes an account must exist before it may reserve originals. */
  newAccountReserveAfterMinutes: number;
  /** The site's public origin behind a proxy (CSRF checks, canonical links); else the request's own. */
  publicOrigin: string | undefined;
  /** How long an unpaid order holds an original. */
  reservationMinutes: number;
  /** Days a commission proposal stays open unanswered before it expires (issue 26). */
  proposalExpiryDays: number;
  /** Flat shipping per order (one order per artist), in cents. */
  shippingFlatRateCents: number;
  /** How long an order awaiting a manual payment holds its items before it expires. */
  paymentWindowHours: number;
  /** Test-only routes for the e2e server (E2E_TEST_HOOKS=true). */
  testHooks: boolean;
  mail: MailConfig;
  /** Card payments through Stripe Connect: set when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  platformFeePercent: number;
  /** Tests and development: the API at this base URL instead of api.stripe.com. */
  apiBase: string | undefined;
  /** Where the buyer returns from Stripe's pages (PUBLIC_ORIGIN, else this process on localhost). */
  origin: string;
}

export interface MailConfig {
  /** Unset: mail is kept in the database and read at /dev/mailbox. */
  smtpUrl: string | undefined;
  /** The From of every mail, e.g. `Atelier <hello@atelier.example>`. */
  from: string;
  /** Where links in mail lead: PUBLIC_ORIGIN, else this process on localhost. */
  origin: string;
  /** NOTIFICATION_MAIL_DELAY_SECONDS. */
  notificationDelaySeconds: number;
  /** NOTIFICATION_DIGEST_HOUR. */
  digestHour: number;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Undefined: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  keyPrefix: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once. Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3 = e.UPLOADS_DRIVER === 's3' ? s3Config(e) : undefined;
  const keys = (e.SESSION_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    embeddedDatabase: e.EMBEDDED_DATABASE,
    createPostgresUser: e.EMBEDDED_POSTGRES_CREATE_USER,
    embeddedPostgresPort: e.EMBEDDED_POSTGRES_PORT,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    sessionKeys: keys.length ? keys : [crypto.randomBytes(32).toString('base64url')],
    sessionKeysGenerated: keys.length === 0,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    seedDemo: e.SEED_DEMO,
    uploadsDriver: e.UPLOADS_DRIVER,
    s3,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    webDist: path.resolve(e.WEB_DIST),
    ssrEntry: path.resolve(e.SSR_ENTRY),
    ssrCacheMs: e.SSR_CACHE_MS,
    sitemapMaxUrls: e.SITEMAP_MAX_URLS,
    trustProxy: e.TRUST_PROXY,
    printfulApiKey: e.PRINTFUL_API_KEY || undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    loginRateLimit: e.RATE_LIMIT_LOGIN_PER_15MIN,
    loginFailuresPerAccountHour: e.LOGIN_FAILURES_PER_ACCOUNT_HOUR,
    reservationsPerAddress: e.RESERVATIONS_PER_ADDRESS,
    newAccountReserveAfterMinutes: e.NEW_ACCOUNT_RESERVE_AFTER_MINUTES,
    publicOrigin: e.PUBLIC_ORIGIN,
    reservationMinutes: e.RESERVATION_MINUTES,
    proposalExpiryDays: e.PROPOSAL_EXPIRY_DAYS,
    shippingFlatRateCents: Math.round(e.SHIPPING_FLAT_RATE * 100),
    paymentWindowHours: e.PAYMENT_WINDOW_HOURS,
    testHooks: e.E2E_TEST_HOOKS,
    mail: mailConfig(e),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            platformFeePercent: e.PLATFORM_FEE_PERCENT,
            apiBase: e.STRIPE_API_BASE,
            origin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
          }
        : undefined,
  };
}

/** Sending through SMTP needs a sender the server accepts: MAIL_FROM is required with SMTP_URL. */
function mailConfig(e: z.infer<typeof EnvSchema>): MailConfig {
  if (e.SMTP_URL && !e.MAIL_FROM)
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: required with SMTP_URL (the sender of every mail, e.g. Atelier <hello@atelier.example>)',
    );
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? 'Atelier <mail@atelier.localhost>',
    origin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    notificationDelaySeconds: e.NOTIFICATION_MAIL_DELAY_SECONDS,
    digestHour: e.NOTIFICATION_DIGEST_HOUR,
  };
}

function s3Config(e: z.infer<typeof EnvSchema>): S3Config {
  const problems: string[] = [];
  if (!e.S3_BUCKET)
    problems.push('  S3_BUCKET: required when UPLOADS_DRIVER=s3 (the bucket holding uploaded images)');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credential chain',
    );
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    bucket: e.S3_BUCKET!,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    keyPrefix: e.S3_KEY_PREFIX,
  };
}
