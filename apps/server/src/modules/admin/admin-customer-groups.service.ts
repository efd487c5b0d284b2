import { ADMIN_GROUP_MEMBERS_SHOWN, emailAddress, phoneNumber, type AdminCustomerGroupView } from '@keka/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import { adminCustomerGroupsRepository as repo, type CustomerGroupFull } from './admin-customer-groups.repository';
import type { AdminWrites } from './admin-writes';

export function presentCustomerGroup({ group, memberCount, couponCodes }: CustomerGroupFull): AdminCustomerGroupView {
  return { id: group.id, name: group.name, description: group.description, member_count: memberCount, coupons: couponCodes, created_at: group.createdAt.toISOString() };
}

const customer = (u: { id: number; name: string; email: string | null; phone: string | null }) => ({ id: u.id, name: u.name, email: u.email, phone: u.phone });

/**
 * Customer groups (issue 35): an admin names a set of customers (e.g. staff) once and a coupon for
 * chosen customers names the group. Members are added by the e-mail or phone of their accounts.
 */
export function createAdminCustomerGroupsService(deps: { db: Db; writes: AdminWrites }) {
  const { db, writes } = deps;

  async function mustFind(id: number): Promise<CustomerGroupFull> {
    const found = await repo.find(db, id);
    if (!found) fail('NOT_FOUND', 'No such customer group.');
    return found;
  }

  return {
    list: async () => (await repo.list(db)).map(presentCustomerGroup),

    async get(id: number) {
      const found = await mustFind(id);
      const members = await repo.members(db, id, ADMIN_GROUP_MEMBERS_SHOWN);
      return { ...presentCustomerGroup(found), members: members.map((m) => ({ ...customer(m), added_at: m.addedAt.toISOString() })) };
    },

    pickCustomers: async (q: string, limit: number) => (await repo.pickCustomers(db, q, limit)).map(customer),

    async save(actor: Actor, body: { id?: number | undefined; name: string; description: string }): Promise<AdminCustomerGroupView> {
      const id = await writes.write(actor, async (tx, audit) => {
        const before = body.id === undefined ? undefined : await repo.lock(tx, body.id);
        if (body.id !== undefined && !before) fail('NOT_FOUND', 'No such customer group.');
        if (await repo.nameTaken(tx, body.name, body.id ?? null)) fail('CONFLICT', `There is already a group called ${body.name}.`);
        const values = { name: body.name, description: body.description };
        const groupId = before ? before.group.id : await repo.insert(tx, values);
        if (before) await repo.update(tx, groupId, values);
        await audit({
          action: before ? 'customer-group.update' : 'customer-group.create',
          entity: 'customer_group',
          entityId: groupId,
          before: before ? { name: before.group.name, description: before.group.description } : null,
          after: values,
        });
        return groupId;
      });
      return presentCustomerGroup(await mustFind(id));
    },

    /** A group no coupon names is deleted with its memberships; one a coupon names is kept (the coupon would be nobody's). */
    async remove(actor: Actor, id: number): Promise<void> {
      await writes.write(actor, async (tx, audit) => {
        const before = await repo.lock(tx, id);
        if (!before) fail('NOT_FOUND', 'No such customer group.');
        if (before.couponCodes.length > 0) fail('CONFLICT', `Coupons use this group (${before.couponCodes.join(', ')}). Take it off them first.`);
        await repo.remove(tx, id);
        await audit({ action: 'customer-group.delete', entity: 'customer_group', entityId: id, before: { ...presentCustomerGroup(before) }, after: null });
      });
    },

    /** Accounts found by each entry's e-mail or phone join the group; entries that are no account's come back. */
    async addMembers(actor: Actor, groupId: number, contacts: readonly string[]) {
      const wanted = contacts.map((raw) => {
        const asEmail = raw.includes('@') ? emailAddress.safeParse(raw) : null;
        const asPhone = asEmail ? null : phoneNumber.safeParse(raw);
        return { raw, email: asEmail?.success ? asEmail.data : null, phone: asPhone?.success ? asPhone.data : null };
      });
      return writes.write(actor, async (tx, audit) => {
        const group = await repo.lock(tx, groupId);
        if (!group) fail('NOT_FOUND', 'No such customer group.');
        const found = await repo.usersByContact(tx, wanted.flatMap((w) => (w.email ? [w.email] : [])), wanted.flatMap((w) => (w.phone ? [w.phone] : [])));
        const userOf = (w: (typeof wanted)[number]) => found.find((u) => (w.email !== null && u.email === w.email) || (w.phone !== null && u.phone === w.phone));
        const ids = [...new Set(wanted.flatMap((w) => userOf(w)?.id ?? []))];
        const notFound = wanted.filter((w) => !userOf(w)).map((w) => w.raw);
        const added = await repo.addMembers(tx, groupId, ids);
        await audit({ action: 'customer-group.add-members', entity: 'customer_group', entityId: groupId, before: null, after: { user_ids: ids, added } });
        return { added, already: ids.length - added, not_found: notFound };
      });
    },

    async removeMember(actor: Actor, groupId: number, userId: number): Promise<void> {
      await writes.write(actor, async (tx, audit) => {
        const group = await repo.lock(tx, groupId);
        if (!group) fail('NOT_FOUND', 'No such customer group.');
        if (!(await repo.removeMember(tx, groupId, userId))) fail('NOT_FOUND', 'That customer is not in this group.');
        await audit({ action: 'customer-group.remove-member', entity: 'customer_group', entityId: groupId, before: { user_id: userId }, after: null });
      });
    },
  };
}

export type AdminCustomerGroupsService = ReturnType<typeof createAdminCustomerGroupsService>;
