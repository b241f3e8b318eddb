import { isApiError } from '@/lib/api-client';

/** The spec's toast texts for approval changes (section 8). */
export const APPROVAL_MESSAGES = {
  artistUpdated: 'Artist updated',
  artistFailed: 'Failed to update artist',
  artistApprovalFailed: 'Failed to update artist approval',
  artworkApprovalFailed: 'Failed to update artwork approval',
  artworkUpdated: 'Artwork Updated',
  artworkUpdatedText: 'Artwork status has been updated successfully',
  artworkErrorTitle: 'Error',
  artworkFailed: 'Failed to update artwork',
} as const;

/** The server's reason, when it gave one ("This artwork is already approved"), for a toast's second line. */
export function failureReason(error: unknown): string | undefined {
  return isApiError(error) ? error.userMessage : undefined;
}
