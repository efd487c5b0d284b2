import { MAX_SAVED_ADDRESSES, type AddressesResponse, type AddressView, type saveAddressRequest } from '@keka/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import { presentAddress } from '../accounts/user.presenter';
import { addressesRepository as repo, type AddressRow } from './addresses.repository';

type SaveAddressInput = z.output<typeof saveAddressRequest>;
export type AddressBook = Omit<AddressesResponse, 'success'>;

const NOT_FOUND_MESSAGE = 'This address was not found. It may have been deleted.';

function present(row: AddressRow, defaultId: number | null): AddressView {
  return { ...presentAddress(row), is_default: row.id === defaultId ? 1 : 0 };
}

/** The book as the user sees it: the default first, then newest first. A default that is gone reads as none. */
function toBook(rows: readonly AddressRow[], storedDefaultId: number | null): AddressBook {
  const defaultId = rows.some((r) => r.id === storedDefaultId) ? storedDefaultId : null;
  const ordered = [...rows.filter((r) => r.id === defaultId), ...rows.filter((r) => r.id !== defaultId)];
  return { default_address_id: defaultId, data: ordered.map((r) => present(r, defaultId)) };
}

/**
 * SPEC §7 Addresses: get-addresses, save-address, delete-address, set-default-address. Always the
 * actor's own addresses: an id that is someone else's (or deleted) is answered as not found (SECURITY 13).
 * Changes run in one transaction holding the owner's row lock, so the limit and the default stay true
 * under racing requests.
 */
export function createAddressesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Inside a transaction: one query after the other on its one connection. */
  async function readBook(tx: Tx, userId: number): Promise<AddressBook> {
    const rows = await repo.listLive(tx, userId);
    return toBook(rows, await repo.findDefaultId(tx, userId));
  }

  async function lockOwner(tx: Tx, actor: Actor) {
    return (await repo.lockOwner(tx, actor.id)) ?? fail('UNAUTHENTICATED', 'Please log in to continue.');
  }

  return {
    async list(actor: Actor): Promise<AddressBook> {
      const [rows, defaultId] = await Promise.all([repo.listLive(db, actor.id), repo.findDefaultId(db, actor.id)]);
      return toBook(rows, defaultId);
    },

    /** A new address; it becomes the default when asked, or when the user has no (live) default yet. */
    async save(actor: Actor, input: SaveAddressInput): Promise<AddressBook & { address: AddressView }> {
      return db.transaction(async (tx) => {
        const owner = await lockOwner(tx, actor);
        if ((await repo.countLive(tx, actor.id)) >= MAX_SAVED_ADDRESSES) {
          fail('ADDRESS_LIMIT_REACHED', `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use to add another.`);
        }
        const now = clock.now();
        const row = await repo.insert(tx, {
          userId: actor.id,
          latitude: input.latitude,
          longitude: input.longitude,
          address: input.address,
          house: input.house,
          landmark: input.landmark,
          tag: input.tag,
          createdAt: now,
        });
        const hasLiveDefault = owner.defaultAddressId !== null && (await repo.findLive(tx, actor.id, owner.defaultAddressId)) !== undefined;
        if (input.set_default === true || !hasLiveDefault) await repo.setDefault(tx, actor.id, row.id, now);
        const book = await readBook(tx, actor.id);
        return { ...book, address: present(row, book.default_address_id) };
      });
    },

    /** Soft delete; when it was the default, the newest remaining address takes over (none left: no default). */
    async remove(actor: Actor, addressId: number): Promise<AddressBook> {
      return db.transaction(async (tx) => {
        const owner = await lockOwner(tx, actor);
        const now = clock.now();
        if (!(await repo.softDelete(tx, actor.id, addressId, now))) notFound(NOT_FOUND_MESSAGE);
        const rest = await repo.listLive(tx, actor.id);
        if (!rest.some((r) => r.id === owner.defaultAddressId)) await repo.setDefault(tx, actor.id, rest[0]?.id ?? null, now);
        return readBook(tx, actor.id);
      });
    },

    async setDefault(actor: Actor, addressId: number): Promise<AddressBook> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, actor);
        if (!(await repo.findLive(tx, actor.id, addressId))) notFound(NOT_FOUND_MESSAGE);
        await repo.setDefault(tx, actor.id, addressId, clock.now());
        return readBook(tx, actor.id);
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
