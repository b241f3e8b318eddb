import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  ApproveInputSchema,
  ArtistImageSchema,
  ArtistListQuerySchema,
  ArtistProfileInputSchema,
  ArtistSchema,
} from '../../../contract/artist';
import {
  ArtworkImageSchema,
  ArtworkInputSchema,
  ArtworkListQuerySchema,
  ArtworkSchema,
  StockInputSchema,
  StockItemSchema,
} from '../../../contract/artwork';
import {
  CommissionInputSchema,
  CommissionListQuerySchema,
  CommissionSchema,
} from '../../../contract/commission';
import {
  CommissionRequestInputSchema,
  CommissionRequestSchema,
  CommissionRequestUpdateSchema,
} from '../../../contract/commission-request';
import { ApiErrorSchema } from '../../../contract/errors';
import { OrderInputSchema, OrderSchema, StatsSchema } from '../../../contract/order';
import {
  PodOrderInputSchema,
  PodOrderSchema,
  PodProductInputSchema,
  PodProductSchema,
  PrintProductSchema,
} from '../../../contract/pod';
import { MediumSchema, ReferenceListQuerySchema, SpecialtySchema } from '../../../contract/reference';
import {
  ArtistUserSchema,
  LoginInputSchema,
  PublicUserSchema,
  RegisterInputSchema,
  UserSchema,
} from '../../../contract/user';

type Method = RouteConfig['method'];
interface Endpoint {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  multipart?: boolean;
  /** null: no body (204). */
  response?: z.ZodType | null;
  status?: number;
}

const Id = z.object({ id: z.number().int() });
const Ok = z.object({ ok: z.boolean() });

/** Every /api endpoint with the contract schemas it reads and returns. */
const ENDPOINTS: Endpoint[] = [
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This OpenAPI document',
    tag: 'System',
    response: z.object({ openapi: z.string() }),
  },
  {
    method: 'get',
    path: '/health',
    summary: 'Service and database health',
    tag: 'System',
    response: z.object({ status: z.string() }),
  },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'The signed-in user (401 when signed out)',
    tag: 'Auth',
    response: UserSchema,
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in',
    tag: 'Auth',
    body: LoginInputSchema,
    response: UserSchema,
  },
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Create an account (user or bus_admin) and sign in',
    tag: 'Auth',
    body: RegisterInputSchema,
    response: UserSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Sign out (destroys the session)',
    tag: 'Auth',
    response: Ok,
  },
  {
    method: 'get',
    path: '/users/{id}',
    summary: 'Public fields of a user',
    tag: 'Users',
    response: PublicUserSchema,
  },
  {
    method: 'get',
    path: '/admin/artist-users',
    summary: 'Every artist account with its profile state (admin)',
    tag: 'Admin',
    response: z.array(ArtistUserSchema),
  },
  {
    method: 'get',
    path: '/artists',
    summary: 'List artists (X-Total-Count header)',
    tag: 'Artists',
    query: ArtistListQuerySchema,
    response: z.array(ArtistSchema),
  },
  {
    method: 'get',
    path: '/artists/me',
    summary: "The signed-in artist's own profile",
    tag: 'Artists',
    response: ArtistSchema,
  },
  { method: 'get', path: '/artists/{id}', summary: 'One artist', tag: 'Artists', response: ArtistSchema },
  {
    method: 'post',
    path: '/artists',
    summary: 'Create my artist profile (multipart: fields + images)',
    tag: 'Artists',
    body: ArtistProfileInputSchema,
    multipart: true,
    response: ArtistSchema,
    status: 201,
  },
  {
    method: 'patch',
    path: '/artists/{id}',
    summary: 'Update an artist profile (multipart: fields + images)',
    tag: 'Artists',
    body: ArtistProfileInputSchema,
    multipart: true,
    response: ArtistSchema,
  },
  {
    method: 'patch',
    path: '/artists/{id}/approve',
    summary: 'Approve (true) or reject (false) an artist (admin)',
    tag: 'Admin',
    body: ApproveInputSchema,
    response: ArtistSchema,
  },
  {
    method: 'get',
    path: '/artist-images',
    summary: "An artist's images (?artistId=)",
    tag: 'Artists',
    response: z.array(ArtistImageSchema),
  },
  {
    method: 'patch',
    path: '/artist-images/{id}/set-profile',
    summary: 'Make an image the profile picture',
    tag: 'Artists',
    response: ArtistImageSchema,
  },
  {
    method: 'delete',
    path: '/artist-images/{id}',
    summary: 'Delete an artist image',
    tag: 'Artists',
    response: null,
    status: 204,
  },
  {
    method: 'get',
    path: '/artworks',
    summary: 'List artworks (X-Total-Count header)',
    tag: 'Artworks',
    query: ArtworkListQuerySchema,
    response: z.array(ArtworkSchema),
  },
  { method: 'get', path: '/artworks/{id}', summary: 'One artwork', tag: 'Artworks', response: ArtworkSchema },
  {
    method: 'post',
    path: '/artworks',
    summary: 'Create an artwork (pending review)',
    tag: 'Artworks',
    body: ArtworkInputSchema,
    response: ArtworkSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/artworks/{id}/images',
    summary: 'Add images (multipart: images + isPrimary_{index})',
    tag: 'Artworks',
    multipart: true,
    body: z.object({}),
    response: ArtworkSchema,
    status: 201,
  },
  {
    method: 'patch',
    path: '/artworks/{id}',
    summary: 'Update an artwork (multipart or JSON)',
    tag: 'Artworks',
    body: ArtworkInputSchema.partial(),
    multipart: true,
    response: ArtworkSchema,
  },
  {
    method: 'delete',
    path: '/artworks/{id}',
    summary: 'Delete an artwork',
    tag: 'Artworks',
    response: null,
    status: 204,
  },
  {
    method: 'patch',
    path: '/artworks/{id}/approve',
    summary: 'Approve, reject, revoke or re-approve (admin)',
    tag: 'Admin',
    body: ApproveInputSchema,
    response: ArtworkSchema,
  },
  {
    method: 'get',
    path: '/artwork-images',
    summary: 'Artwork images (?artworkId=)',
    tag: 'Artworks',
    response: z.array(ArtworkImageSchema),
  },
  {
    method: 'get',
    path: '/stock',
    summary: 'Stock of an artwork (?artworkId=)',
    tag: 'Artworks',
    response: z.array(StockItemSchema),
  },
  {
    method: 'post',
    path: '/stock',
    summary: 'Add a stock item (original or print)',
    tag: 'Artworks',
    body: StockInputSchema.extend({ artworkId: z.number().int() }),
    response: StockItemSchema,
    status: 201,
  },
  {
    method: 'patch',
    path: '/stock/{id}',
    summary: 'Update a stock item',
    tag: 'Artworks',
    body: StockInputSchema.partial(),
    response: StockItemSchema,
  },
  {
    method: 'get',
    path: '/specialties',
    summary: 'Specialties',
    tag: 'Reference',
    query: ReferenceListQuerySchema,
    response: z.array(SpecialtySchema),
  },
  {
    method: 'get',
    path: '/mediums',
    summary: 'Mediums',
    tag: 'Reference',
    query: ReferenceListQuerySchema,
    response: z.array(MediumSchema),
  },
  {
    method: 'get',
    path: '/commissions',
    summary: 'Showcase commissions',
    tag: 'Commissions',
    query: CommissionListQuerySchema,
    response: z.array(CommissionSchema),
  },
  {
    method: 'post',
    path: '/commissions',
    summary: 'Add a showcase commission (multipart: fields + image)',
    tag: 'Commissions',
    body: CommissionInputSchema,
    multipart: true,
    response: CommissionSchema,
    status: 201,
  },
  {
    method: 'patch',
    path: '/commissions/{id}',
    summary: 'Update a showcase commission',
    tag: 'Commissions',
    body: CommissionInputSchema.partial(),
    multipart: true,
    response: CommissionSchema,
  },
  {
    method: 'delete',
    path: '/commissions/{id}',
    summary: 'Delete a showcase commission',
    tag: 'Commissions',
    response: null,
    status: 204,
  },
  {
    method: 'get',
    path: '/commission-requests',
    summary: 'Requests sent (?userId=) or received (?artistId=)',
    tag: 'Commissions',
    response: z.array(CommissionRequestSchema),
  },
  {
    method: 'post',
    path: '/commission-requests',
    summary: 'Send a commission request',
    tag: 'Commissions',
    body: CommissionRequestInputSchema,
    response: CommissionRequestSchema,
    status: 201,
  },
  {
    method: 'patch',
    path: '/commission-requests/{id}',
    summary: 'Answer, progress or cancel a request (409 when no longer in that state)',
    tag: 'Commissions',
    body: CommissionRequestUpdateSchema,
    response: CommissionRequestSchema,
  },
  {
    method: 'get',
    path: '/printful/products',
    summary: "The print provider's catalogue",
    tag: 'Print on demand',
    response: z.array(PrintProductSchema),
  },
  {
    method: 'get',
    path: '/pod-products',
    summary: 'Print products offered for an artwork (?artworkId=)',
    tag: 'Print on demand',
    response: z.array(PodProductSchema),
  },
  {
    method: 'post',
    path: '/pod-products',
    summary: 'Offer print products for an artwork',
    tag: 'Print on demand',
    body: PodProductInputSchema,
    response: PodProductSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/pod-orders',
    summary: 'Order prints (price checked by the server)',
    tag: 'Print on demand',
    body: PodOrderInputSchema,
    response: PodOrderSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/orders',
    summary: 'Order an original (reserves it)',
    tag: 'Orders',
    body: OrderInputSchema,
    response: OrderSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/stats',
    summary: 'Marketplace stats (admin)',
    tag: 'Admin',
    response: StatsSchema,
  },
  {
    method: 'get',
    path: '/commissions/{id}',
    summary: 'One showcase commission',
    tag: 'Commissions',
    response: CommissionSchema,
  },
  {
    method: 'get',
    path: '/commission-requests/{id}',
    summary: 'One commission request (its sender, its artist or an admin)',
    tag: 'Commissions',
    response: CommissionRequestSchema,
  },
  {
    method: 'get',
    path: '/printful/products/{externalId}',
    summary: 'One provider product with its variants',
    tag: 'Print on demand',
    response: PrintProductSchema,
  },
  {
    method: 'delete',
    path: '/pod-products/{id}',
    summary: 'Stop offering a print product',
    tag: 'Print on demand',
    response: null,
    status: 204,
  },
];

const ERRORS: Record<string, string> = {
  '400': 'Invalid input (fields holds a message per field)',
  '401': 'Not signed in',
  '403': 'Not allowed',
  '404': 'Not found',
  '409': 'Conflict (duplicate, stale state, Idempotency-Key in flight)',
  '413': 'A file is larger than 10MB',
  '415': 'A file is not a JPEG, PNG, WebP or GIF image',
  '422': 'Idempotency-Key reused with a different body',
};

function routeConfig(e: Endpoint): RouteConfig {
  const params = e.path.includes('{id}')
    ? Id
    : e.path.includes('{externalId}')
      ? z.object({ externalId: z.string() })
      : undefined;
  const writes = e.method !== 'get';
  const responses: RouteConfig['responses'] = {
    [String(e.status ?? 200)]: {
      description: 'Success',
      ...(e.response ? { content: { 'application/json': { schema: e.response } } } : {}),
    },
  };
  for (const [code, description] of Object.entries(ERRORS)) {
    responses[code] = { description, content: { 'application/json': { schema: ApiErrorSchema } } };
  }
  const content: Record<string, { schema: z.ZodType }> = {};
  if (e.body) content[e.multipart ? 'multipart/form-data' : 'application/json'] = { schema: e.body };
  if (e.body && e.multipart && e.method === 'patch') content['application/json'] = { schema: e.body };
  return {
    method: e.method,
    path: `/api${e.path}`,
    summary: e.summary,
    tags: [e.tag],
    request: {
      ...(params ? { params } : {}),
      ...(e.query ? { query: e.query } : {}),
      ...(writes
        ? {
            headers: z.object({
              'Idempotency-Key': z.string().max(200).optional().meta({
                description: 'Makes the write exactly-once: a replay returns the first response',
              }),
            }),
          }
        : {}),
      ...(e.body ? { body: { content } } : {}),
    },
    responses,
  };
}

let cached: object | null = null;

/** The OpenAPI 3 document, generated from the contract schemas once per process. */
export function openApiDocument(): object {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  for (const endpoint of ENDPOINTS) registry.registerPath(routeConfig(endpoint));
  cached = new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Atelier API',
      version: '1.0.0',
      description:
        'The art marketplace API. JSON in camelCase, money in dollars, dates in ISO 8601. Errors are {message, code, fields?}. Sessions are cookies (atelier.sid).',
    },
    servers: [{ url: '/' }],
  });
  return cached;
}
