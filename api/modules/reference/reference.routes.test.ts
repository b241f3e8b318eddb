import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MediumSchema, SpecialtySchema } from '../../../contract/reference';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const knex = t.db.knex;
  for (const table of ['specialties', 'mediums']) {
    await knex(table).insert([
      { name: 'Zeta', sort_order: 1 },
      { name: 'Alpha', sort_order: 2 },
      { name: 'beta', sort_order: 1 },
      { name: 'Retired', sort_order: 0, is_active: false },
      { name: 'Deleted', sort_order: 0, deleted_at: knex.fn.now() },
    ]);
  }
});
afterAll(() => t.close());

describe.each([
  ['/api/specialties', SpecialtySchema],
  ['/api/mediums', MediumSchema],
])('GET %s', (path, schema) => {
  it('lists live entries by sort_order then name, for anyone', async () => {
    const res = await t.client().get(path);
    expect(res.status).toBe(200);
    const items = z.array(schema.strict()).parse(res.body);
    expect(items.map((i) => i.name)).toEqual(['Retired', 'beta', 'Zeta', 'Alpha']);
    expect(items[0]!.isActive).toBe(false);
  });

  it('activeOnly=true leaves out inactive entries; activeOnly=false keeps them', async () => {
    expect(
      (await t.client().get(`${path}?activeOnly=true`)).body.map((i: { name: string }) => i.name),
    ).toEqual(['beta', 'Zeta', 'Alpha']);
    expect((await t.client().get(`${path}?activeOnly=false`)).body).toHaveLength(4);
  });

  it('answers 400 for activeOnly=maybe', async () => {
    const res = await t.client().get(`${path}?activeOnly=maybe`);
    expect(res.status).toBe(400);
    expect(res.body.fields.activeOnly).toEqual(expect.any(String));
  });
});
