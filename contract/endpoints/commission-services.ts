import { z } from 'zod';
import {
  CommissionServiceInputSchema,
  CommissionServiceListQuerySchema,
  CommissionServicePatchSchema,
  CommissionServiceSchema,
} from '../commission-service';
import { defineEndpoints } from '../endpoint';
import { IdParams } from './params';

/** Commission services (issue 26): public read for approved artists, writes for the owning artist. */
export const commissionServiceEndpoints = defineEndpoints({
  listCommissionServices: {
    method: 'GET',
    path: '/api/commission-services',
    summary: "Commission services of approved artists (an artist's own with ?artistId=, any status)",
    tag: 'Commissions',
    query: CommissionServiceListQuerySchema,
    response: z.array(CommissionServiceSchema),
    errors: [404],
  },
  getCommissionService: {
    method: 'GET',
    path: '/api/commission-services/:id',
    summary: 'One commission service',
    tag: 'Commissions',
    params: IdParams,
    notFound: 'Commission service',
    response: CommissionServiceSchema,
    errors: [404],
  },
  createCommissionService: {
    auth: 'user',
    method: 'POST',
    path: '/api/commission-services',
    summary: "Offer a commission service (the signed-in artist's own)",
    tag: 'Commissions',
    body: CommissionServiceInputSchema,
    response: CommissionServiceSchema,
    status: 201,
    errors: [401, 403],
  },
  updateCommissionService: {
    auth: 'user',
    method: 'PATCH',
    path: '/api/commission-services/:id',
    summary: 'Change a commission service (its status, slots, prices...)',
    tag: 'Commissions',
    params: IdParams,
    notFound: 'Commission service',
    body: CommissionServicePatchSchema,
    response: CommissionServiceSchema,
    errors: [401, 403, 404],
  },
  deleteCommissionService: {
    auth: 'user',
    method: 'DELETE',
    path: '/api/commission-services/:id',
    summary: 'Withdraw a commission service',
    tag: 'Commissions',
    params: IdParams,
    notFound: 'Commission service',
    response: null,
    status: 204,
    errors: [401, 403, 404],
  },
});
