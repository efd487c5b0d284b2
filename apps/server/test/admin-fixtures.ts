import { expect } from 'vitest';
import type { TestApp } from './helpers';
import { makeUser, type Person } from './life-fixtures';

type Json = Record<string, unknown>;

/** Someone of every other role, to prove an admin call refuses them (SECURITY 17). */
export interface OtherRoles {
  readonly customer: Person;
  readonly owner: Person;
  readonly rider: Person;
}

export async function makeOtherRoles(t: TestApp): Promise<OtherRoles> {
  return { customer: await makeUser(t.db, 'customer'), owner: await makeUser(t.db, 'store_owner'), rider: await makeUser(t.db, 'delivery') };
}

export const makeAdmin = (t: TestApp, name = 'Test Admin'): Promise<Person> => makeUser(t.db, 'admin', name);

/** An admin call: 401 without a session, 403 FORBIDDEN for each other role, whatever the body. */
export async function expectAdminOnly(t: TestApp, others: OtherRoles, name: string, body: Json = {}): Promise<void> {
  const anonymous = await t.post(`admin/${name}`, body);
  expect(anonymous.statusCode, `${name} without a session`).toBe(401);
  for (const [role, person] of Object.entries(others) as [string, Person][]) {
    const res = await t.post(`admin/${name}`, body, { token: person.token });
    expect(res.statusCode, `${name} as ${role}`).toBe(403);
    expect(res.json<{ success: boolean; code: string }>()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  }
}

/** The audit rows of one entity, newest first. */
export async function auditOf(t: TestApp, admin: Person, entity: string, entityId: string | number): Promise<Json[]> {
  const res = await t.post('admin/get-audit-log', { entity, entity_id: String(entityId) }, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Json[] }>().data;
}
