import { and, asc, count, desc, eq, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cities, popularLocations, storeOwners, stores, users } from '../../db/schema';

export type AdminStoreRowDb = typeof stores.$inferSelect;
export type StorePatch = Partial<Omit<typeof stores.$inferInsert, 'id' | 'createdAt'>>;
export type CityRowDb = typeof cities.$inferSelect;
export type CityPatch = Omit<typeof cities.$inferInsert, 'id'>;

export interface StoreSearch {
  readonly q: string;
  readonly cityId: number | null;
  readonly kind: AdminStoreRowDb['kind'] | null;
  readonly approval: AdminStoreRowDb['approval'] | null;
  readonly isActive: boolean | null;
  readonly beforeId: number | null;
  readonly limit: number;
}

const ownerColumns = { userId: users.id, name: users.name, email: users.email, phone: users.phone };

/** The admin console's reads and writes of stores, their owners and cities (issue 11). */
export const adminStoresRepository = {
  async search(db: Db, s: StoreSearch) {
    const where: SQL[] = [];
    if (s.beforeId) where.push(lt(stores.id, s.beforeId));
    if (s.cityId) where.push(eq(stores.cityId, s.cityId));
    if (s.kind) where.push(eq(stores.kind, s.kind));
    if (s.approval) where.push(eq(stores.approval, s.approval));
    if (s.isActive !== null) where.push(eq(stores.isActive, s.isActive));
    if (s.q) {
      const like = containsPattern(s.q);
      const found = or(ilike(stores.name, like), ilike(stores.slug, like), ilike(stores.address, like), sql`${stores.id}::text = ${s.q}`);
      if (found) where.push(found);
    }
    return db
      .select({ store: stores, cityName: cities.name })
      .from(stores)
      .innerJoin(cities, eq(cities.id, stores.cityId))
      .where(where.length > 0 ? and(...where) : undefined)
      .orderBy(desc(stores.id))
      .limit(s.limit);
  },

  async findStore(db: Db, id: number): Promise<AdminStoreRowDb | undefined> {
    const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
    return row;
  },

  /** Locks the row for the change (two admins editing at once: the second sees the first's values). */
  async lockStore(db: Db, id: number): Promise<AdminStoreRowDb | undefined> {
    const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1).for('update');
    return row;
  },

  async updateStore(db: Db, id: number, patch: StorePatch, at: Date): Promise<void> {
    await db
      .update(stores)
      .set({ ...patch, updatedAt: at })
      .where(eq(stores.id, id));
  },

  async slugTaken(db: Db, slug: string, exceptId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.slug, slug), ne(stores.id, exceptId)))
      .limit(1);
    return row !== undefined;
  },

  async ownersOf(db: Db, storeId: number) {
    return db.select(ownerColumns).from(storeOwners).innerJoin(users, eq(users.id, storeOwners.userId)).where(eq(storeOwners.storeId, storeId)).orderBy(asc(users.id));
  },

  /** A user by e-mail (any case) or phone. */
  async findUserByLogin(db: Db, login: string) {
    const [row] = await db
      .select({ ...ownerColumns, role: users.role })
      .from(users)
      .where(or(eq(users.email, login.toLowerCase()), eq(users.phone, login)))
      .limit(1);
    return row;
  },

  async linkOwner(db: Db, userId: number, storeId: number): Promise<boolean> {
    const rows = await db.insert(storeOwners).values({ userId, storeId }).onConflictDoNothing().returning({ userId: storeOwners.userId });
    return rows.length > 0;
  },

  async unlinkOwner(db: Db, userId: number, storeId: number): Promise<boolean> {
    const rows = await db
      .delete(storeOwners)
      .where(and(eq(storeOwners.userId, userId), eq(storeOwners.storeId, storeId)))
      .returning({ userId: storeOwners.userId });
    return rows.length > 0;
  },

  /** The city's other stores, for the radius map. */
  async storePointsOfCity(db: Db, cityId: number, exceptId: number) {
    return db
      .select({ id: stores.id, name: stores.name, latitude: stores.latitude, longitude: stores.longitude })
      .from(stores)
      .where(and(eq(stores.cityId, cityId), ne(stores.id, exceptId)))
      .orderBy(asc(stores.id))
      .limit(200);
  },

  async placesOfCity(db: Db, cityId: number) {
    return db
      .select({ id: popularLocations.id, name: popularLocations.name, latitude: popularLocations.latitude, longitude: popularLocations.longitude })
      .from(popularLocations)
      .where(and(eq(popularLocations.cityId, cityId), eq(popularLocations.isActive, true)))
      .orderBy(asc(popularLocations.sortOrder), asc(popularLocations.id))
      .limit(200);
  },

  async listCities(db: Db) {
    return db
      .select({ city: cities, storeCount: count(stores.id) })
      .from(cities)
      .leftJoin(stores, eq(stores.cityId, cities.id))
      .groupBy(cities.id)
      .orderBy(asc(cities.name), asc(cities.id));
  },

  async findCity(db: Db, id: number, lock = false): Promise<CityRowDb | undefined> {
    const query = db.select().from(cities).where(eq(cities.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insertCity(db: Db, values: CityPatch): Promise<CityRowDb> {
    const [row] = await db.insert(cities).values(values).returning();
    if (!row) throw new Error('city insert returned nothing');
    return row;
  },

  async updateCity(db: Db, id: number, values: CityPatch): Promise<void> {
    await db.update(cities).set(values).where(eq(cities.id, id));
  },

  async storeCountOf(db: Db, cityId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(stores).where(eq(stores.cityId, cityId));
    return row?.n ?? 0;
  },
};
