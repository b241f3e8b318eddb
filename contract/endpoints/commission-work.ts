import { z } from 'zod';
import { CommissionRequestSchema } from '../commission-request';
import {
  CommissionMoveSchema,
  CommissionUpdateInputSchema,
  CommissionUpdateSchema,
  MAX_UPDATE_IMAGES,
} from '../commission-work-api';
import { defineEndpoints } from '../endpoint';
import { IdParams } from './params';

/** The work on an accepted commission (issue 26 points 3 and 4): moves and the work log. */
export const commissionWorkEndpoints = defineEndpoints({
  moveCommission: {
    auth: 'user',
    method: 'POST',
    path: '/api/commission-requests/:id/moves',
    summary:
      'A move of the work: approve a delivery or ask for a revision, offer or buy extra revisions, ask for or answer an extension, cancel after a missed date (409 when late or conflicting)',
    tag: 'Commissions',
    params: IdParams,
    notFound: 'Commission request',
    body: CommissionMoveSchema,
    response: CommissionRequestSchema,
    errors: [401, 403, 404, 409],
  },
  listCommissionUpdates: {
    auth: 'user',
    method: 'GET',
    path: '/api/commission-requests/:id/updates',
    summary: "A commission's work log, oldest first (its artist, its sender or an admin)",
    tag: 'Commissions',
    params: IdParams,
    notFound: 'Commission request',
    response: z.array(CommissionUpdateSchema),
    errors: [401, 404],
  },
  postCommissionUpdate: {
    auth: 'user',
    method: 'POST',
    path: '/api/commission-requests/:id/updates',
    summary:
      'The artist posts a work-in-progress update with images on the milestone in work; with deliver=true it delivers that milestone',
    tag: 'Commissions',
    params: IdParams,
    notFound: 'Commission request',
    body: CommissionUpdateInputSchema,
    encoding: 'multipart',
    maxFiles: MAX_UPDATE_IMAGES,
    response: CommissionUpdateSchema,
    status: 201,
    errors: [401, 403, 404, 409, 413, 415],
  },
});
