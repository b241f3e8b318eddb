import { RotateCcw } from 'lucide-react';
import type { Purchase } from '@contract/checkout';
import { moneyLine, type MoneyTone } from '../money-state';

const TONE: Record<MoneyTone, string> = {
  success: 'bg-success-soft',
  warning: 'bg-warning-soft',
  neutral: 'bg-subtle',
};

/** Where the order's money stands after payment (refunded, refund due, a return), on both sides. */
export function MoneyNote({ order, side }: { order: Purchase; side: 'buyer' | 'artist' }) {
  const line = moneyLine(order, side);
  if (!line) return null;
  return (
    <div
      className={`flex items-start gap-2 rounded-xl px-4 py-3 text-sm text-ink ${TONE[line.tone]}`}
      data-testid="money-state"
    >
      <RotateCcw aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">{line.title}</span>
        {line.detail ? <span className="text-muted"> · {line.detail}</span> : null}
      </p>
    </div>
  );
}
