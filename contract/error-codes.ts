/** The `code` of every error the API sends (contract/errors.ts). No zod here: the public shell imports it. */
export const ErrorCodes = {
  VALIDATION: 'VALIDATION_ERROR',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN: 'FORBIDDEN',
  CROSS_SITE: 'CROSS_SITE_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** A stale price on an order (409): the body carries `currentPrice`. */
  PRICE_CHANGED: 'PRICE_CHANGED',
  /**
   * A move made on something that changed since the user saw it (the `expectedVersion` they sent is
   * not the row's version any more): 409 with the row as it now is in `current` and in words.
   */
  STALE_VERSION: 'STALE_VERSION',
  DUPLICATE: 'DUPLICATE',
  REQUEST_NOT_PENDING: 'REQUEST_NOT_PENDING',
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  /** A request to a commission service the artist has Closed (409). */
  SERVICE_CLOSED: 'SERVICE_CLOSED',
  /** Accepting a request when every slot of its service is taken (409). */
  SERVICE_FULL: 'SERVICE_FULL',
  /** Answering a proposal the artist revised since the collector saw it (409, contract/commission-machine.ts). */
  PROPOSAL_REVISED: 'PROPOSAL_REVISED',
  /** Accepting a proposal left unanswered past PROPOSAL_EXPIRY_DAYS (409). */
  PROPOSAL_EXPIRED: 'PROPOSAL_EXPIRED',
  /** Confirming payment of a milestone already paid (409). */
  MILESTONE_PAID: 'MILESTONE_PAID',
  /** Reviewing a commission that is not completed (nor cancelled past its delivery date) (409). */
  REVIEW_NOT_ALLOWED: 'REVIEW_NOT_ALLOWED',
  /** Reviewing after the 30 days a review may be left in (409). */
  REVIEW_WINDOW_CLOSED: 'REVIEW_WINDOW_CLOSED',
  /** A second review by the same side of one commission (409). */
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
  /** Asking for a revision when none is left (409): the artist may offer extra revisions. */
  NO_REVISIONS_LEFT: 'NO_REVISIONS_LEFT',
  /** Cancelling for a missed delivery date before it has passed, or with a delivery waiting (409). */
  NOT_OVERDUE: 'NOT_OVERDUE',
  /** The artist marking a commission completed while a milestone is not approved (409). */
  MILESTONE_NOT_APPROVED: 'MILESTONE_NOT_APPROVED',
  IDEMPOTENCY_IN_FLIGHT: 'IDEMPOTENCY_IN_FLIGHT',
  IDEMPOTENCY_MISMATCH: 'IDEMPOTENCY_MISMATCH',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  RATE_LIMITED: 'RATE_LIMITED',
  /** A mailed link (password reset, e-mail confirmation) that expired or was used already (410). */
  LINK_EXPIRED: 'LINK_EXPIRED',
  /** What needs a confirmed e-mail address (an artist submitting artworks for review) before it is (403). */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** An admin without two-factor sign-in: only setting it up (and signing out) is open until then (403). */
  TWO_FACTOR_SETUP_REQUIRED: 'TWO_FACTOR_SETUP_REQUIRED',
  /** A wrong or used code at two-factor sign-in or setup (401), or no sign-in waiting for one. */
  TWO_FACTOR_CODE_WRONG: 'TWO_FACTOR_CODE_WRONG',
  /** A delta sync cursor the server can no longer continue (410): sync again without a cursor. */
  SYNC_RESET: 'SYNC_RESET',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_ERROR',
} as const;
