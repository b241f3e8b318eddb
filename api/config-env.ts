import { z } from 'zod';
import { DEFAULT_RESERVATION_MINUTES } from '../contract/constants';
import { DEFAULT_PROPOSAL_EXPIRY_DAYS } from '../contract/commission-machine';
import { parseTrustProxy } from './middleware/client-address';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from '../db/connection';

// The environment the server reads: every variable, its default and its bounds. A value that does
// not fit is reported by name when the server starts (loadConfig in api/config.ts turns this into
// the Config the app uses; docs/operations.md lists the variables).

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An unset or empty variable (`S3_ENDPOINT=` in a .env file) is undefined. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => v || undefined);

export const EnvSchema = z.object({
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
  /** Reads as named prepared statements (plans reused); off behind a pooler that cannot keep them. */
  DB_REUSE_PLANS: boolFromEnv.default(true),
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

export type Env = z.infer<typeof EnvSchema>;
