import crypto from 'node:crypto';
import path from 'node:path';
import type { TrustProxy } from './middleware/client-address';
import { EnvSchema, type Env } from './config-env';

// What the app reads of its environment, as one typed object made once at start (the variables
// themselves, their defaults and bounds: api/config-env.ts).

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
  /** PostgreSQL: the server's reads run as named prepared statements (DB_REUSE_PLANS). */
  dbReusePlans: boolean;
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
    dbReusePlans: e.DB_REUSE_PLANS,
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
function mailConfig(e: Env): MailConfig {
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

function s3Config(e: Env): S3Config {
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
