import { z } from 'zod';
import { defineEndpoints } from '../endpoint';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.string(),
    latencyMs: z.number().optional(),
  }),
});

export const systemEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    beforeTwoFactor: true,
    path: '/api/health',
    summary: 'Service and database health (503 when the database is down)',
    tag: 'System',
    response: HealthSchema,
    errors: [503],
  },
  openApi: {
    method: 'GET',
    beforeTwoFactor: true,
    path: '/api/openapi.json',
    summary: 'This OpenAPI document',
    tag: 'System',
    response: z.looseObject({ openapi: z.string() }),
  },
});
