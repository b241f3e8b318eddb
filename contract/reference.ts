import { z } from 'zod';
import './zod-config';

export const SpecialtySchema = z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() });
export type Specialty = z.infer<typeof SpecialtySchema>;
export const MediumSchema = z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() });
export type Medium = z.infer<typeof MediumSchema>;
export const ReferenceListQuerySchema = z.object({
  activeOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
