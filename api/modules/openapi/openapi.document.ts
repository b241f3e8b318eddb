import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { EndpointDef } from '../../../contract/endpoint';
import { openApiPath } from '../../../contract/endpoint';
import { Endpoints } from '../../../contract/endpoints';
import { ApiErrorSchema } from '../../../contract/errors';
import { MULTIPART_BODY_FIELD, MULTIPART_FILES_FIELD } from '../../../contract/multipart';

const ERRORS: Record<number, string> = {
  400: 'Invalid input (fields holds a message per field)',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict (duplicate, stale state, Idempotency-Key in flight)',
  413: 'A file is larger than 10MB',
  415: 'A file is not a JPEG, PNG, WebP or GIF image',
  422: 'Idempotency-Key reused with a different body',
  429: 'Too many attempts',
  500: 'Server error',
  502: 'The print provider failed',
  503: 'The database is down',
};

const IdempotencyKey = z.object({
  'Idempotency-Key': z.string().max(200).optional().meta({
    description: 'Makes the write exactly-once: a replay returns the first response',
  }),
});

function requestBody(e: EndpointDef): NonNullable<RouteConfig['request']>['body'] {
  if (!e.body) return undefined;
  const content: Record<string, { schema: z.ZodType }> = { 'application/json': { schema: e.body } };
  if (e.encoding === 'multipart') {
    content['multipart/form-data'] = {
      schema: z.object({
        [MULTIPART_BODY_FIELD]: z.string().meta({
          description:
            "The JSON body as text; `file` in it is an index in `files`. Or, as the spec's section 7 sends it, no `body`: the body's fields as plain text fields (`specialties`, `socialLinks` as JSON text) and the image files as the repeated field `images`, each described by `isPrimary_{i}` / `imagePrimary[i]`, `imageDescriptions[i]`, `imageTypes[i]`",
        }),
        [MULTIPART_FILES_FIELD]: z
          .array(z.string().meta({ format: 'binary' }))
          .max(e.maxFiles ?? 1)
          .optional(),
      }),
    };
  }
  return { content };
}

function routeConfig(e: EndpointDef, operationId: string): RouteConfig {
  const status = e.status ?? 200;
  const responses: RouteConfig['responses'] = {
    [String(status)]: {
      description: e.list ? 'Success (the total in X-Total-Count)' : 'Success',
      ...(e.response ? { content: { 'application/json': { schema: e.response } } } : {}),
      ...(e.produces ? { content: { [e.produces]: { schema: z.string().meta({ format: 'binary' }) } } } : {}),
    },
  };
  const codes = new Set([400, ...(e.auth ? [401] : []), ...(e.errors ?? []), 500]);
  if (e.method !== 'GET') codes.add(409).add(422);
  for (const code of [...codes].sort()) {
    responses[String(code)] = {
      description: ERRORS[code] ?? 'Error',
      content: { 'application/json': { schema: ApiErrorSchema } },
    };
  }
  const body = requestBody(e);
  return {
    operationId,
    method: e.method.toLowerCase() as RouteConfig['method'],
    path: openApiPath(e.path),
    summary: e.summary,
    tags: [e.tag],
    request: {
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { query: e.query } : {}),
      ...(e.method !== 'GET' ? { headers: IdempotencyKey } : {}),
      ...(body ? { body } : {}),
    },
    responses,
  };
}

let cached: object | null = null;

/** The OpenAPI 3 document, generated from contract/endpoints once per process. */
export function openApiDocument(): object {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  for (const [name, endpoint] of Object.entries(Endpoints)) {
    registry.registerPath(routeConfig(endpoint as EndpointDef, name));
  }
  cached = new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Atelier API',
      version: '1.0.0',
      description:
        'The art marketplace API. JSON in camelCase, money in dollars, dates in ISO 8601. Errors are {message, code, fields?}. Sessions are cookies (atelier.sid). Uploads are multipart: the JSON body as text in `body`, the files in order as `files`.',
    },
    servers: [{ url: '/' }],
  });
  return cached;
}
