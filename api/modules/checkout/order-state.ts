import { ConflictError } from '../../errors';
import { PURCHASE_STATUS_LABELS, type canBuyerCancel } from '../../../contract/purchase-status';

/** 409 ORDER_STATE: an order in `status` cannot be `doing` (e.g. 'cancelled', 'marked shipped'). */
export function stateConflict(status: Parameters<typeof canBuyerCancel>[0], doing: string): ConflictError {
  return new ConflictError(
    `This order is ${PURCHASE_STATUS_LABELS[status].toLowerCase()}: it cannot be ${doing} now`,
    'ORDER_STATE',
    { status },
  );
}
