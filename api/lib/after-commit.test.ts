import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { createTestDatabase } from '../test/test-db';
import { afterCommit } from './after-commit';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('afterCommit', () => {
  it('runs the effect once the transaction has committed', async () => {
    const ran: string[] = [];
    await db.knex.transaction(async (trx) => {
      afterCommit(trx, async () => {
        ran.push('effect');
      });
      await trx.raw('SELECT 1');
      ran.push('body done');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual(['body done', 'effect']);
  });

  it('never runs it when the transaction rolls back', async () => {
    const ran: string[] = [];
    await expect(
      db.knex.transaction(async (trx) => {
        afterCommit(trx, async () => {
          ran.push('effect');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual([]);
  });

  it('waits for the outer transaction when called inside a savepoint', async () => {
    const ran: string[] = [];
    await expect(
      db.knex.transaction(async (trx) => {
        await trx.transaction(async (inner) => {
          afterCommit(inner, async () => {
            ran.push('effect');
          });
        });
        throw new Error('outer refused');
      }),
    ).rejects.toThrow('outer refused');
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual([]);
  });

  it('runs at once outside a transaction', async () => {
    const ran: string[] = [];
    afterCommit(db.knex, async () => {
      ran.push('effect');
    });
    expect(ran).toEqual(['effect']);
  });
});
