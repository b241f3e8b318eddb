import { describe, expect, it } from 'vitest';
import { fakeLocks } from '@/test/fake-tabs';
import { electLeader } from './leader';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('electLeader', () => {
  it('lets one tab lead; when it goes, the next tab that asked takes over, and then the next', async () => {
    const locks = fakeLocks();
    const first = electLeader(locks);
    const second = electLeader(locks);
    const third = electLeader(locks);
    const told: string[] = [];
    second.subscribe((leader) => told.push(`second ${leader}`));
    third.subscribe((leader) => told.push(`third ${leader}`));
    await settle();
    expect([first.isLeader(), second.isLeader(), third.isLeader()]).toEqual([true, false, false]);
    expect(first.exclusive()).toBe(true);

    first.stop(); // the leader's tab is closed
    await settle();
    expect([first.isLeader(), second.isLeader(), third.isLeader()]).toEqual([false, true, false]);
    expect(told).toEqual(['second true']);

    second.stop();
    await settle();
    expect(third.isLeader()).toBe(true);
    expect(told).toEqual(['second true', 'second false', 'third true']);
    third.stop();
  });

  it('never makes a tab leader once it has left the election while waiting', async () => {
    const locks = fakeLocks();
    const first = electLeader(locks);
    const gone = electLeader(locks);
    const last = electLeader(locks);
    await settle();
    gone.stop();
    first.stop();
    await settle();
    expect([gone.isLeader(), last.isLeader()]).toEqual([false, true]);
    last.stop();
  });

  it('makes every tab a leader where the browser has no Web Locks (their leases keep sends apart)', () => {
    const one = electLeader(undefined);
    const other = electLeader(undefined);
    expect([one.isLeader(), other.isLeader()]).toEqual([true, true]);
    expect(one.exclusive()).toBe(false);
    one.stop();
    other.stop();
  });
});
