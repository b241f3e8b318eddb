import { z } from 'zod';
import { OrderInputSchema, OrderSchema, StatsSchema } from '../order';
import {
  PodOrderInputSchema,
  PodOrderSchema,
  PodProductInputSchema,
  PodProductListQuerySchema,
  PodProductSchema,
  PrintProductSchema,
} from '../pod';
import { MediumSchema, ReferenceListQuerySchema, SpecialtySchema } from '../reference';
import { defineEndpoints } from '../endpoint';
import { ExternalIdParams, IdParams } from './params';

export const printEndpoints = defineEndpoints({
  listPrintProducts: {
    method: 'GET',
    path: '/api/printful/products',
    summary: "The print provider's catalogue (X-Print-Provider names the provider)",
    tag: 'Print on demand',
    response: z.array(PrintProductSchema),
    errors: [502],
  },
  getPrintProduct: {
    method: 'GET',
    path: '/api/printful/products/:externalId',
    summary: 'One provider product with its variants',
    tag: 'Print on demand',
    params: ExternalIdParams,
    notFound: 'Print product',
    response: PrintProductSchema,
    errors: [404, 502],
  },
  listPodProducts: {
    method: 'GET',
    path: '/api/pod-products',
    summary: 'Print products offered for an artwork (?artworkId=)',
    tag: 'Print on demand',
    query: PodProductListQuerySchema,
    response: z.array(PodProductSchema),
  },
  createPodProduct: {
    auth: 'user',
    method: 'POST',
    path: '/api/pod-products',
    summary: 'Offer print products for an artwork',
    tag: 'Print on demand',
    body: PodProductInputSchema,
    response: PodProductSchema,
    status: 201,
    errors: [401, 403, 404, 409, 502],
  },
  deletePodProduct: {
    auth: 'user',
    method: 'DELETE',
    path: '/api/pod-products/:id',
    summary: 'Stop offering a print product',
    tag: 'Print on demand',
    params: IdParams,
    notFound: 'Print product',
    response: null,
    status: 204,
    errors: [401, 403, 404],
  },
  createPodOrder: {
    auth: 'user',
    method: 'POST',
    path: '/api/pod-orders',
    summary: 'Order prints (price checked by the server)',
    tag: 'Print on demand',
    body: PodOrderInputSchema,
    response: PodOrderSchema,
    status: 201,
    errors: [401, 404, 409],
  },
});

export const orderEndpoints = defineEndpoints({
  createOrder: {
    auth: 'user',
    method: 'POST',
    path: '/api/orders',
    summary: 'Order an original (reserves it)',
    tag: 'Orders',
    body: OrderInputSchema,
    response: OrderSchema,
    status: 201,
    errors: [401, 404, 409],
  },
  getStats: {
    method: 'GET',
    path: '/api/stats',
    summary: 'Marketplace stats (admin)',
    tag: 'Admin',
    response: StatsSchema,
    errors: [401, 403],
  },
});

export const referenceEndpoints = defineEndpoints({
  listSpecialties: {
    method: 'GET',
    path: '/api/specialties',
    summary: 'Specialties, by sort order then name',
    tag: 'Reference',
    query: ReferenceListQuerySchema,
    response: z.array(SpecialtySchema),
  },
  listMediums: {
    method: 'GET',
    path: '/api/mediums',
    summary: 'Mediums, by sort order then name',
    tag: 'Reference',
    query: ReferenceListQuerySchema,
    response: z.array(MediumSchema),
  },
});
