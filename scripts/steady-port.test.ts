import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { steadyPort } from './steady-port.mjs';

/** Where the kernel's own ports start (Linux; 32,768, its default, elsewhere). */
const RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
const ephemeralStart = fs.existsSync(RANGE) ? Number(fs.readFileSync(RANGE, 'utf8').split(/\s+/)[0]) : 32_768;

describe('steadyPort', () => {
  it('passes over ports the caller finds taken and stays below the ephemeral range', async () => {
    const tried: number[] = [];
    const port = await steadyPort(async (p) => {
      tried.push(p);
      return tried.length === 4;
    });
    expect(tried).toHaveLength(4);
    expect(port).toBe(tried[3]);
    expect(Math.max(...tried)).toBeLessThan(ephemeralStart);
  });

  it('gives the end-to-end app and the test servers separate halves, its span inside its half', async () => {
    const upper = await steadyPort(async () => true, { span: 2, half: 'upper' });
    const lower = await steadyPort(async () => true);
    expect(upper + 1).toBeLessThan(ephemeralStart);
    expect(lower).toBeLessThan(upper);
  });

  it('finds a port a server really listens on', async () => {
    const server = net.createServer();
    const port = await steadyPort(
      (p) =>
        new Promise((resolve) => {
          server.once('error', () => resolve(false));
          server.listen(p, '127.0.0.1', () => resolve(true));
        }),
    );
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});
