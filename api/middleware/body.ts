import { unlink } from 'node:fs/promises';
import os from 'node:os';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { MAX_UPLOAD_BYTES } from '../../contract/constants';
import type { EndpointDef } from '../../contract/endpoint';
import { Endpoints } from '../../contract/endpoints';
import { STRIPE_WEBHOOK_PATH } from '../../contract/endpoints/payments';
import { ErrorCodes } from '../../contract/errors';
import { decodeMultipart, MultipartBodyError } from '../../contract/multipart';
import { HttpError, ValidationError } from '../errors';
import { filesByField, setRequestFiles, uploadedFiles } from '../http/uploads';
import { assertJsonDepth } from '../lib/json-depth';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request carries a body at all (a logout or a DELETE usually does not). */
function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  return ctx.get('Transfer-Encoding') !== '' || (length !== '' && length !== '0');
}

/** The endpoints that accept multipart bodies (`encoding: 'multipart'`), with their file limits. */
const UPLOAD_ROUTES = Object.values(Endpoints as Record<string, EndpointDef>)
  .filter((e) => e.encoding === 'multipart')
  .map((e) => ({
    method: e.method,
    pattern: new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+')}$`),
    maxFiles: e.maxFiles ?? 1,
  }));

/** Endpoints whose body is not read at all (`ignoresBody`), e.g. the RFC 8058 one-click unsubscribe. */
const BODYLESS_ROUTES = Object.values(Endpoints as Record<string, EndpointDef>)
  .filter((e) => e.ignoresBody)
  .map((e) => ({ method: e.method, pattern: new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+')}$`) }));

// formidable's error codes (formidable/src/FormidableError.js).
const MAX_FILES_EXCEEDED = 1015;
const FILE_TOO_BIG = 1016;
const TOTAL_TOO_BIG = 1009;
const MAX_FIELDS_EXCEEDED = 1007;
const FIELDS_TOO_BIG = 1006;
const SMALLER_THAN_MIN_FILE_SIZE = 1008;
const NO_EMPTY_FILES = 1010;
/** What a client can get wrong in a multipart body (aborted, no boundary, malformed, no parser). */
const MALFORMED = new Set([1002, 1003, 1011, 1012, 1013, 1014]);

function mapParseError(err: unknown, maxFiles: number): unknown {
  const code = (err as { code?: number }).code;
  if (code === MAX_FILES_EXCEEDED) {
    return new HttpError(400, `Maximum ${maxFiles} images allowed`, ErrorCodes.TOO_MANY_FILES);
  }
  if (code === FILE_TOO_BIG || code === TOTAL_TOO_BIG) {
    return new HttpError(413, 'Each file must be at most 10MB', ErrorCodes.PAYLOAD_TOO_LARGE);
  }
  if (code === MAX_FIELDS_EXCEEDED) return new HttpError(400, 'Too many form fields', ErrorCodes.VALIDATION);
  if (code === FIELDS_TOO_BIG)
    return new HttpError(413, 'The form fields are too large', ErrorCodes.PAYLOAD_TOO_LARGE);
  if (code === NO_EMPTY_FILES || code === SMALLER_THAN_MIN_FILE_SIZE)
    return new HttpError(400, 'A file is empty', ErrorCodes.VALIDATION);
  if (typeof code === 'number' && MALFORMED.has(code))
    return new HttpError(400, 'The upload is not a valid multipart form', ErrorCodes.VALIDATION);
  return err;
}

/**
 * JSON (1 MB) for every API write; multipart only on the upload endpoints above, 10 MB per file.
 * Temporary upload files are always removed when the request ends, whatever happened.
 */
/** Increases with every file part that begins (process-wide: a request's parts begin in order). */
let nextPartSeq = 0;

/** Puts each field's files back in the order the client sent them (the body's `file` indexes). */
export function inSendingOrder(ctx: Pick<Context, 'request'>): void {
  const files = (ctx.request as { files?: Record<string, unknown> }).files;
  for (const list of Object.values(files ?? {})) {
    if (Array.isArray(list))
      list.sort(
        (a, b) => ((a as { partSeq?: number }).partSeq ?? 0) - ((b as { partSeq?: number }).partSeq ?? 0),
      );
  }
}

/**
 * Both multipart formats (ours and the spec's section 7, contract/multipart.ts) into one body and
 * one file list: `ctx.request.body` is the body the endpoint's schema validates, `requestFiles(ctx)`
 * the files its `file` indexes refer to. Nothing past this point knows which format arrived.
 */
function decodeUpload(ctx: Context): void {
  try {
    const decoded = decodeMultipart(
      ctx.request.body as Record<string, unknown> | undefined,
      filesByField(ctx),
    );
    assertJsonDepth(decoded.body);
    ctx.request.body = decoded.body as typeof ctx.request.body;
    setRequestFiles(ctx, decoded.files);
  } catch (err) {
    if (err instanceof MultipartBodyError)
      throw new ValidationError({ [err.field]: err.message }, err.message);
    throw err;
  }
}

export function bodyMiddleware(): Middleware {
  const json = koaBody({
    multipart: false,
    jsonLimit: '1mb',
    formLimit: '1mb',
    textLimit: '1mb',
    jsonStrict: true,
  });
  const multipartParsers = new Map<number, Middleware>();
  const multipartFor = (maxFiles: number): Middleware => {
    let parser = multipartParsers.get(maxFiles);
    if (!parser) {
      parser = koaBody({
        multipart: true,
        formidable: {
          uploadDir: os.tmpdir(),
          maxFileSize: MAX_UPLOAD_BYTES,
          maxTotalFileSize: MAX_UPLOAD_BYTES * maxFiles,
          maxFiles,
          maxFields: 200,
          allowEmptyFiles: false,
          minFileSize: 1,
          keepExtensions: false,
          // Each file's digest is computed as it streams in: the idempotency hash needs no re-read.
          hashAlgorithm: 'sha256',
          // Files are listed as they finish writing, which under load is not the order they were
          // sent in: each is stamped when it begins, and the lists are put back in sending order.
          onFileBegin: (_name: string, file: object) => {
            (file as { partSeq?: number }).partSeq = nextPartSeq++;
          },
        },
      }) as Middleware;
      multipartParsers.set(maxFiles, parser);
    }
    return parser;
  };

  return async (ctx, next) => {
    // Stripe signs the exact bytes it sent: its webhook reads the body itself (api/modules/payments).
    // Reads carry no body to parse (koa-body leaves GET and HEAD alone anyway).
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    if (!ctx.path.startsWith('/api/') || ctx.path === STRIPE_WEBHOOK_PATH) return next();
    if (BODYLESS_ROUTES.some((r) => r.method === ctx.method && r.pattern.test(ctx.path))) return next();
    const upload = UPLOAD_ROUTES.find((r) => r.method === ctx.method && r.pattern.test(ctx.path));
    const isMultipart = ctx.is('multipart') === 'multipart';
    try {
      if (upload && isMultipart) {
        await multipartFor(upload.maxFiles)(ctx, async () => {}).catch((err: unknown) => {
          throw mapParseError(err, upload.maxFiles);
        });
        inSendingOrder(ctx);
        decodeUpload(ctx);
      } else if (isMultipart && ctx.method !== 'GET') {
        throw new HttpError(
          415,
          'This endpoint does not accept file uploads',
          ErrorCodes.UNSUPPORTED_MEDIA_TYPE,
        );
      } else if (WRITES.has(ctx.method) && hasBody(ctx) && ctx.is('json') === false) {
        // Form posts are what a cross-site page can send without asking: JSON routes take JSON only.
        throw new HttpError(
          415,
          'This endpoint accepts JSON only (Content-Type: application/json)',
          ErrorCodes.UNSUPPORTED_MEDIA_TYPE,
        );
      } else {
        await (json as Middleware)(ctx, async () => {}).catch((err: unknown) => {
          const status = (err as { status?: number }).status;
          if (status === 413)
            throw new HttpError(413, 'The request is too large', ErrorCodes.PAYLOAD_TOO_LARGE);
          throw new HttpError(400, 'The request body is not valid JSON', ErrorCodes.VALIDATION);
        });
        assertJsonDepth(ctx.request.body);
      }
      await next();
    } finally {
      await Promise.all(uploadedFiles(ctx).map((f) => unlink(f.filepath).catch(() => {})));
    }
  };
}
