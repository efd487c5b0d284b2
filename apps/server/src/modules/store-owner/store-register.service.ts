import type { storeRegisterRequest, UserData } from '@keka/contracts';
import { haversineKm } from '@keka/domain';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import type { AuthService, RequestMeta } from '../accounts/auth.service';
import { storeManageRepository as repo } from './store-manage.repository';

const slugOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'store'
  }-${randomBytes(3).toString('hex')}`;

/**
 * store/register (SPEC §2, issue 7): a store-owner account and its store, PENDING and closed until an
 * admin approves it. Only the allow-listed fields of the request are written; approval, is_active,
 * rating, charges and the rest keep their defaults (SECURITY 15, 16).
 */
export function createStoreRegisterService(deps: { db: Db; clock: Clock; auth: AuthService }) {
  const { db, clock, auth } = deps;
  return {
    async register(input: z.output<typeof storeRegisterRequest>, meta: RequestMeta): Promise<UserData> {
      const s = input.store;
      const cities = await repo.listCities(db);
      const city = cities
        .map((c) => ({ id: c.id, km: haversineKm(c, s) }))
        .sort((a, b) => a.km - b.km)[0];
      if (!city) fail('NOT_OPERATIONAL', 'We do not deliver in this city yet.');
      const user = await auth.register({ name: input.name, email: input.email, phone: input.phone, password: input.password }, meta, 'store_owner');
      const store = await repo.insertStore(db, {
        cityId: city.id,
        name: s.name,
        slug: slugOf(s.name),
        description: s.description,
        address: s.address,
        phone: input.phone,
        latitude: s.latitude,
        longitude: s.longitude,
        isPureVeg: s.is_pureveg,
        isFresh: s.is_fresh,
        kind: s.is_fresh ? 'GROCERY' : 'RESTAURANT',
        deliveryTime: s.delivery_time,
        deliveryRadius: s.delivery_radius,
        minOrderPricePaise: s.min_order_price,
        isActive: false,
        approval: 'PENDING',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      await repo.linkOwner(db, user.id, store.id);
      return user;
    },
  };
}
