import { isApiError } from '@/lib/api-client';

/** Spec section 8: the order and print-to-cart failures. */
export const ORDER_FAILED_TEXT = 'Failed to add artwork to cart';
export const PRINT_ORDER_FAILED_TEXT = 'Failed to add to cart';

/**
 * The line under the failure title: the server's own 4xx message ("…no longer available",
 * "The price has changed: it is now $…"), else a hint about the connection. 5xx stay generic.
 */
export function orderFailureDetail(error: unknown): string {
  if (isApiError(error)) {
    if (error.status < 500) return error.userMessage;
    return 'Something went wrong on our side. Please try again.';
  }
  return 'Check your connection and try again.';
}

/** A 401 means the session ended meanwhile: the visitor should log in again. */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
