import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@contract/constants';

/**
 * How long to wait before opening a tooltip (spec section 9): 700 ms, or at once when another
 * tooltip closed less than 300 ms ago (moving along a toolbar shows each label without waiting).
 */
export function tooltipOpenDelay(
  now: number,
  lastClosedAt: number | null,
  delay: number = TOOLTIP_DELAY_MS,
  skipDelay: number = TOOLTIP_SKIP_DELAY_MS,
): number {
  if (lastClosedAt !== null && now - lastClosedAt < skipDelay) return 0;
  return delay;
}

export interface TooltipClock {
  /** Delay before the next tooltip opens. */
  openDelay: () => number;
  /** Record that a tooltip just closed. */
  markClosed: () => void;
}

/** The shared "last closed" moment of a group of tooltips (one per TooltipProvider). */
export function createTooltipClock(now: () => number = Date.now): TooltipClock {
  let lastClosedAt: number | null = null;
  return {
    openDelay: () => tooltipOpenDelay(now(), lastClosedAt),
    markClosed: () => {
      lastClosedAt = now();
    },
  };
}
