import { z } from 'zod';
import './zod-config';
import { IsoDateTimeSchema } from './common';

/** One of the signed-in account's sessions, as `/profile` lists them (`GET /api/auth/sessions`). */
export const SessionInfoSchema = z.object({
  /** Names the session for 'Sign out' (not the cookie's secret value). */
  id: z.string(),
  /** 'Firefox on Windows', from the browser's User-Agent at sign-in. */
  device: z.string(),
  /** The address it signed in from. */
  ipAddress: z.string().nullable(),
  signedInAt: IsoDateTimeSchema,
  lastSeenAt: IsoDateTimeSchema,
  /** The session of this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const SessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
