import type { PartnerAdminView, STORE_APPROVALS, StoreApplicationView } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { LocalText } from '../../db/schema/local-text';
import { localText, textPart, type TextParams } from '../../lib/local-text';
import type { ServerTextKey } from '@keka/contracts/i18n/server';
import type { LiveEvents } from '../../realtime/live-events';
import type { DeliveryService } from '../delivery/delivery.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PushService } from '../push/push.service';
import type { StoreManageService } from '../store-owner/store-manage.service';
import { adminApprovalsRepository as repo, type PartnerFilter } from './admin-approvals.repository';
import { createAdminWrites } from './admin-writes';

const rupees = (p: number) => toRupeeString(paise(p));
const iso = (d: Date | null) => d?.toISOString() ?? null;
const DECIDED_LIMIT = 50;
const PENDING_LIMIT = 200;

/** What the applicant is told, as translation keys (said in each reader's language; issue 9). */
interface Tidings {
  readonly title: LocalText;
  readonly message: LocalText;
}

/** The decision's sentence, and the admin's reason after it (the reason stays in the admin's words). */
const withReason = (key: ServerTextKey, params: TextParams | undefined, reason: string | null): LocalText =>
  reason ? [textPart(key, params), textPart('notice.reason', { reason })] : localText(key, params);

function storeTidings(name: string, approval: (typeof STORE_APPROVALS)[number], reason: string | null): Tidings {
  const store = { store: name };
  switch (approval) {
    case 'APPROVED':
      return { title: localText('notice.storeApproved.title'), message: localText('notice.storeApproved.message', store) };
    case 'REJECTED':
      return { title: localText('notice.storeRejected.title'), message: withReason('notice.storeRejected.message', store, reason) };
    case 'SUSPENDED':
      return { title: localText('notice.storeSuspended.title'), message: withReason('notice.storeSuspended.message', store, reason) };
    case 'PENDING':
      return { title: localText('notice.storePending.title'), message: localText('notice.storePending.message', store) };
  }
}

function partnerTidings(decision: 'approve' | 'reject' | 'suspend', reason: string | null): Tidings {
  switch (decision) {
    case 'approve':
      return { title: localText('notice.partnerApproved.title'), message: localText('notice.partnerApproved.message') };
    case 'reject':
      return { title: localText('notice.partnerRejected.title'), message: withReason('notice.partnerRejected.message', undefined, reason) };
    case 'suspend':
      return { title: localText('notice.partnerSuspended.title'), message: withReason('notice.partnerSuspended.message', undefined, reason) };
  }
}

/**
 * Approvals and delivery partners in the admin console (issue 11). Every change is one admin write
 * (change + audit row, one transaction); the applicant gets a notification in the same transaction and
 * a web push after commit; store decisions reset the catalogue cache so customers see them at once.
 */
export function createAdminApprovalsService(deps: {
  db: Db;
  clock: Clock;
  manage: StoreManageService;
  delivery: DeliveryService;
  notifications: NotificationsService;
  push: PushService;
  live: LiveEvents;
}) {
  const { db, clock, manage, delivery } = deps;
  const writes = createAdminWrites({ db, clock });

  async function storeViews(rows: Awaited<ReturnType<typeof repo.stores>>): Promise<StoreApplicationView[]> {
    const owners = await repo.ownersOf(db, rows.map((r) => r.store.id));
    return rows.map(({ store: s, city }) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      address: s.address,
      phone: s.phone,
      latitude: s.latitude,
      longitude: s.longitude,
      city,
      kind: s.kind,
      is_fresh: s.isFresh,
      is_pureveg: s.isPureVeg,
      delivery_time: s.deliveryTime,
      delivery_radius: s.deliveryRadius,
      min_order_price: rupees(s.minOrderPricePaise),
      image: s.image,
      cover_image: s.coverImage,
      approval: s.approval,
      is_active: s.isActive,
      review_note: s.reviewNote,
      reviewed_at: iso(s.reviewedAt),
      created_at: s.createdAt.toISOString(),
      owners: owners.filter((o) => o.storeId === s.id).map((o) => ({ id: o.id, name: o.name, email: o.email, phone: o.phone })),
    }));
  }

  async function partnerViews(filter: PartnerFilter): Promise<PartnerAdminView[]> {
    const rows = await repo.partners(db, filter);
    const links = await repo.storesOfPartners(db, rows.map((r) => r.id));
    return rows.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      phone: p.phone,
      vehicle: p.vehicle,
      vehicle_number: p.vehicleNumber,
      status: p.status,
      is_online: p.isOnline,
      is_active: p.isActive,
      stores: links.filter((l) => l.userId === p.id).map((l) => ({ id: l.id, name: l.name })),
      cash_in_hand: rupees(p.cashInHandPaise),
      commission_percent: p.commissionPercent,
      review_note: p.reviewNote,
      reviewed_at: iso(p.reviewedAt),
      created_at: p.createdAt.toISOString(),
    }));
  }

  async function partnerView(partnerId: number): Promise<PartnerAdminView> {
    return (await partnerViews({ ids: [partnerId], limit: 1 }))[0] ?? notFound('We could not find this delivery partner.');
  }

  return {
    async approvals() {
      const [pendingStores, decidedStores, pendingPartners, decidedPartners] = await Promise.all([
        repo.stores(db, { pending: true, limit: PENDING_LIMIT }).then(storeViews),
        repo.stores(db, { pending: false, limit: DECIDED_LIMIT }).then(storeViews),
        partnerViews({ status: 'PENDING', limit: PENDING_LIMIT }),
        partnerViews({ decided: true, limit: DECIDED_LIMIT }),
      ]);
      return { pending_stores: pendingStores, pending_partners: pendingPartners.reverse(), decided_stores: decidedStores, decided_partners: decidedPartners };
    },

    /** admin/approve-store: APPROVED, REJECTED (a pending store) or SUSPENDED (an approved one), with a reason. */
    async decideStore(actor: Actor, input: { storeId: number; approval: 'APPROVED' | 'REJECTED' | 'SUSPENDED'; reason: string | null }) {
      const at = clock.now();
      const done = await writes.write(actor, async (tx, audit) => {
        const d = await manage.decideApprovalInTx(tx, input.storeId, input.approval, input.reason);
        const verb = input.approval === 'APPROVED' ? 'approve' : input.approval === 'REJECTED' ? 'reject' : 'suspend';
        await audit({
          action: `store.${verb}`,
          entity: 'store',
          entityId: input.storeId,
          before: { approval: d.before.approval, review_note: d.before.reviewNote },
          after: { approval: d.after.approval, review_note: d.after.reviewNote },
          reason: input.reason,
        });
        const words = storeTidings(d.after.name, d.after.approval, input.reason);
        const messages = [];
        for (const userId of d.ownerIds) messages.push(await deps.notifications.addInTransaction(tx, { userId, ...words, clickAction: '/store/status', at }));
        return { ...d, words, messages };
      });
      manage.invalidateCatalogue();
      await deps.live.publish(done.messages);
      deps.push.notifyUsers(done.ownerIds, { title: done.words.title, body: done.words.message, url: '/store/status', tag: `store-approval-${input.storeId}` });
      return done.view;
    },

    /** admin/approve-delivery-partner: approve, or refuse (reject a waiting partner, suspend an approved one). */
    async decidePartner(actor: Actor, input: { partnerId: number; approved: boolean; reason: string | null; storeIds?: readonly number[] | undefined }) {
      const at = clock.now();
      const done = await writes.write(actor, async (tx, audit) => {
        const d = (await delivery.decideInTx(tx, { partnerId: input.partnerId, approved: input.approved, note: input.reason, storeIds: input.storeIds })) ?? notFound('We could not find this delivery partner.');
        await audit({ action: `delivery_partner.${d.decision}`, entity: 'delivery_partner', entityId: input.partnerId, before: d.before, after: d.after, reason: input.reason });
        const words = partnerTidings(d.decision, input.reason);
        const message = await deps.notifications.addInTransaction(tx, { userId: input.partnerId, ...words, clickAction: '/delivery', at });
        return { ...d, words, message };
      });
      await deps.live.publish([done.message]);
      deps.push.notifyUsers([input.partnerId], { title: done.words.title, body: done.words.message, url: '/delivery', tag: `partner-approval-${input.partnerId}` });
      return done.view;
    },

    partners: async (filter: PartnerFilter) => {
      const rows = await partnerViews({ ...filter, limit: filter.limit + 1 });
      const page = rows.slice(0, filter.limit);
      return { data: page, next_before_id: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
    },

    async updatePartner(actor: Actor, input: { partnerId: number; storeIds?: readonly number[] | undefined; commissionPercent?: number | undefined }) {
      await writes.write(actor, async (tx, audit) => {
        const d = (await delivery.updateInTx(tx, input)) ?? notFound('We could not find this delivery partner.');
        await audit({ action: 'delivery_partner.update', entity: 'delivery_partner', entityId: input.partnerId, before: d.before, after: d.after });
      });
      return partnerView(input.partnerId);
    },

    async collectCash(actor: Actor, input: { partnerId: number; amountPaise: number; note: string | null }) {
      await writes.write(actor, async (tx, audit) => {
        const d = (await delivery.collectCashInTx(tx, input.partnerId, input.amountPaise)) ?? notFound('We could not find this delivery partner.');
        await audit({
          action: 'delivery_partner.cash-collected',
          entity: 'delivery_partner',
          entityId: input.partnerId,
          before: d.before,
          after: { ...d.after, collected: rupees(input.amountPaise) },
          reason: input.note,
        });
      });
      return partnerView(input.partnerId);
    },

    searchStores: (q: string) => repo.searchStores(db, q, 20),
  };
}

export type AdminApprovalsService = ReturnType<typeof createAdminApprovalsService>;
