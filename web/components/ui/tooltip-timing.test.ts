import { describe, expect, it } from 'vitest';
import { createTooltipClock, tooltipOpenDelay } from './tooltip-timing';

describe('tooltipOpenDelay', () => {
  it('waits 700 ms for the first tooltip', () => {
    expect(tooltipOpenDelay(10_000, null)).toBe(700);
  });

  it('opens at once within 300 ms of another tooltip closing', () => {
    expect(tooltipOpenDelay(10_000, 9_800)).toBe(0);
  });

  it('waits again once the skip window has passed', () => {
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
  });
});

describe('createTooltipClock', () => {
  it('skips the delay right after a tooltip of the same group closed', () => {
    let now = 1_000;
    const clock = createTooltipClock(() => now);
    expect(clock.openDelay()).toBe(700);
    clock.markClosed();
    now += 100;
    expect(clock.openDelay()).toBe(0);
    now += 500;
    expect(clock.openDelay()).toBe(700);
  });
});
