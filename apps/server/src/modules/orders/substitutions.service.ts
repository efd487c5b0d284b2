import {
  answeredStatus,
  calculateLineTotal,
  canSubstitute,
  defaultAnswer,
  dearerLimitPaise,
  ORDER_STATUS,
  paise,
  substitutionBill,
  toRupeeString,
  type BillLineInput,
  type SubstitutionAnswer,
  type SubstitutionChange,
  type SubstitutionResult,
} from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { AppError, fail, notFound } from '../../lib/errors';
import { createSweeper } from '../../lib/sweeper';
import type { CatalogService } from '../catalog/catalog.service';
import type { SettingsService } from '../settings/settings.service';
import { orderLifeRepository as lifeRepo, type OrderChanges, type OrderFacts } from './order-life.repository';
import { invalidTransition, machineActor, type MoveSpec, type OrderMoves } from './order-moves';
import { customerNotices } from './order-notices';
import type { OrderAccess, OrderRelation } from './orders.access';
import type { OrderRow } from './orders.repository';
import { refundablePaise } from './paid';
import { unavailableItemIds } from './price-lines';
import { refundMove } from './refund-move';
import { substitutionsRepository as repo, type SubstitutionRow } from './substitutions.repository';

const S = ORDER_STATUS;
const PICKING = [S.PREPARING, S.DELIVERY_ASSIGNED];
const STORE_SIDE: readonly OrderRelation[] = ['store', 'admin'];
/** A change of one line that lost to a change of another (the bill moved under it) is made again from the new bill, at most this often. */
const ATTEMPTS = 5;
const SWEEP_BATCH = 100;
const rupees = (p: number) => `₹${toRupeeString(paise(Math.abs(p)))}`;

type Lines = Awaited<ReturnType<typeof repo.lines>>;
type Replacement = { readonly itemId: number; readonly name: string; readonly isVeg: boolean; readonly quantity: number; readonly unitPricePaise: number };
/** What is being settled: the store leaving a line out, or an answer (the customer's, or their default) to a proposal. */
type Settlement =
  | { readonly kind: 'REMOVE'; readonly lineId: number }
  | { readonly kind: 'ANSWER'; readonly substitution: SubstitutionRow; readonly answer: 'ACCEPT' | 'REFUND'; readonly by: 'customer' | 'default' };

/** The bill moved between reading the order and writing it: read again and retry. */
class BillMoved extends Error {}

const lineText = (quantity: number, name: string) => `${quantity} × ${name}`;
const toBillLines = (lines: Lines): BillLineInput[] => lines.map(({ line, addons }) => ({ unitPrice: paise(line.unitPricePaise), quantity: line.quantity, addonPrices: addons.map((a) => paise(a.pricePaise)) }));

/**
 * Grocery substitutions (issue 36). While the order is picked (accepted, not ready), the store leaves a
 * line out, or proposes one of its items (quantity, price) in its place for the customer to answer on
 * the order's page: accept, decline (the store may propose another) or refund the item. A proposal not
 * answered in `substitutionAnswerMinutes` follows the customer's checkout choice. Each settled change
 * makes the whole bill again with the domain's bill code from the order's own bill input: a cheaper bill
 * lowers the cash due and refunds the rest (wallet, or the provider it was paid with); a dearer one only
 * within `substitutionCapPercent` and only on a cash order, collected at the door. Every change is one
 * order move (ADR 0003): conditional on the status, on the proposal still waiting and on the bill being
 * the one it was made from, so a double tap, the sweep racing the customer or two lines changed at once
 * give one result each.
 */
export function createSubstitutionsService(deps: {
  db: Db;
  clock: Clock;
  access: OrderAccess;
  moves: OrderMoves;
  settings: SettingsService;
  catalog: Pick<CatalogService, 'itemsForCheckout'>;
  onError: (error: unknown) => void;
}) {
  const { db, clock, access, moves } = deps;

  async function rules(): Promise<{ minutes: number; capPercent: number }> {
    const s = await deps.settings.snapshot();
    const num = (key: string, fallback: number, min: number) => {
      const n = Number(s.all.get(key));
      return Number.isFinite(n) && n >= min ? n : fallback;
    };
    return { minutes: num('substitutionAnswerMinutes', 5, 1), capPercent: num('substitutionCapPercent', 10, 0) };
  }

  function assertPicking(order: OrderRow): NonNullable<OrderRow['billInput']> {
    if (!canSubstitute(order.orderStatusId, order.readyAt !== null)) invalidTransition(order);
    if (!order.billInput) fail('SUBSTITUTION_UNAVAILABLE', 'This order was placed before items could be substituted. Call the customer instead.');
    return order.billInput;
  }

  function billAfter(order: OrderRow, lines: Lines, change: SubstitutionChange, capPercent: number): SubstitutionResult {
    const input = { ...assertPicking(order), lines: toBillLines(lines) };
    const cash = order.paymentMethod === 'COD';
    return substitutionBill(input, [change], { capPercent, cashOnDelivery: cash, paidPaise: refundablePaise(order), cashDuePaise: cash ? order.payablePaise : 0 });
  }

  function refuse(result: SubstitutionResult, capPercent: number): void {
    if (result.outcome === 'EMPTY') fail('SUBSTITUTION_EMPTY', 'This is the only item left in the order. Decline the order instead, so the customer gets all their money back.');
    if (result.outcome === 'OVER_CAP') {
      const most = dearerLimitPaise(result.before.total, capPercent) - result.before.total;
      fail('SUBSTITUTION_OVER_CAP', `This makes the order ${rupees(result.differencePaise)} dearer; at most ${rupees(most)} more (${capPercent} %) can be asked. Choose a cheaper item or a lower price.`);
    }
    if (result.outcome === 'NOT_COLLECTABLE') fail('SUBSTITUTION_NOT_COLLECTABLE', `This order is paid already, so it cannot cost more. Offer the replacement at a price that keeps the total at ${rupees(result.before.total)} or less.`);
  }

  function lineIndex(lines: Lines, lineId: number): number {
    const index = lines.findIndex((l) => l.line.id === lineId);
    if (index < 0) notFound('This item is not in the order any more.');
    return index;
  }

  /** The store's replacement, checked against its menu now. */
  async function replacementFor(order: OrderRow, v: { itemId: number; quantity: number; price?: string | undefined }): Promise<Replacement> {
    const found = await deps.catalog.itemsForCheckout([v.itemId]);
    const item = found.items.find((i) => i.id === v.itemId);
    if (!item || unavailableItemIds([{ id: v.itemId, selectedaddons: [] }], order.storeId, found, { checkAddons: false }).length > 0) {
      fail('SUBSTITUTE_UNAVAILABLE', 'Choose an item your store sells and has switched on.');
    }
    const unitPricePaise = v.price === undefined ? item.pricePaise : Math.round(Number(v.price) * 100);
    return { itemId: item.id, name: item.name, isVeg: item.isVeg, quantity: v.quantity, unitPricePaise };
  }

  /** The facts again, for a retry or the sweep (which acts for no one). */
  async function factsOf(uniqueOrderId: string): Promise<OrderFacts> {
    return (await lifeRepo.findFacts(db, uniqueOrderId, 0)) ?? notFound('We could not find this order.');
  }

  /** Leaves a line out or settles a proposal: the bill made again, the money moved, one move. */
  async function settleOnce(actor: Actor | 'system', facts: OrderFacts, what: Settlement, capPercent: number): Promise<OrderRow> {
    const { order, store } = facts;
    assertPicking(order);
    const lines = await repo.lines(db, order.id);
    const lineId = what.kind === 'REMOVE' ? what.lineId : what.substitution.orderLineId;
    const index = lineIndex(lines, lineId);
    const old = lines[index]?.line;
    if (!old) notFound('This item is not in the order any more.');
    const sub = what.kind === 'ANSWER' ? what.substitution : null;
    const replacement: Replacement | null =
      sub && what.kind === 'ANSWER' && what.answer === 'ACCEPT' && sub.replacementItemId !== null
        ? { itemId: sub.replacementItemId, name: sub.replacementName ?? '', isVeg: sub.replacementIsVeg ?? false, quantity: sub.replacementQuantity ?? 1, unitPricePaise: sub.replacementUnitPricePaise }
        : null;
    const change: SubstitutionChange = replacement
      ? { line: index, kind: 'REPLACE', replacement: { unitPrice: paise(replacement.unitPricePaise), quantity: replacement.quantity, addonPrices: [] } }
      : { line: index, kind: 'REMOVE' };
    const result = billAfter(order, lines, change, capPercent);
    refuse(result, capPercent);
    const now = clock.now();
    const { after } = result;
    const cash = order.paymentMethod === 'COD';
    const set: OrderChanges = {
      itemTotalPaise: after.itemTotal,
      couponDiscountPaise: after.couponDiscount,
      restaurantChargesPaise: after.restaurantCharges,
      deliveryChargePaise: after.deliveryCharge,
      deliveryRule: after.deliveryRule,
      tipPaise: after.tip,
      surchargePaise: after.surcharge,
      distanceSurgePaise: after.distanceSurge,
      citySurgePaise: after.citySurge,
      storeTaxPaise: after.storeTax,
      globalTaxPaise: after.globalTax,
      totalPaise: after.total,
      ...(cash ? { payablePaise: result.cashDuePaise, ...(result.cashDuePaise > 0 && order.paymentStatus === 'PAID' ? { paymentStatus: 'PENDING' as const } : {}) } : {}),
    };
    const status = what.kind === 'REMOVE' ? 'REMOVED' : answeredStatus(what.answer);
    const settledBy = what.kind === 'REMOVE' ? 'store' : what.by;
    const lineWas = lineText(old.quantity, old.name);
    const becomes = replacement ? lineText(replacement.quantity, replacement.name) : '';
    const note = replacement ? `Substituted ${lineWas} with ${becomes} (${result.differencePaise < 0 ? '−' : '+'}${rupees(result.differencePaise)})` : `Left out ${lineWas} (−${rupees(result.differencePaise)})`;
    const refund = result.refundPaise > 0 ? refundMove(order, { amountPaise: result.refundPaise, reason: note, at: now, lost: () => { throw new BillMoved(); } }) : null;
    const settled = { status, differencePaise: result.differencePaise, refundPaise: result.refundPaise, collectPaise: result.collectPaise, settledBy, settledAt: now } as const;
    const spec: MoveSpec = {
      to: null,
      set: { ...set, ...refund?.set },
      onlyNotReady: true,
      onlyBillWas: { totalPaise: order.totalPaise, itemTotalPaise: order.itemTotalPaise },
      ...(refund ? { onlyRefundedWas: refund.onlyRefundedWas } : {}),
      note,
      event: 'order.substitution',
      lost: (current) => {
        if (current && canSubstitute(current.orderStatusId, current.readyAt !== null)) throw new BillMoved();
        return invalidTransition(current ?? order);
      },
      notice: (moved) =>
        customerNotices.substituted({
          kind: what.kind === 'REMOVE' ? 'removed' : replacement ? 'accepted' : 'refunded',
          store: store.name,
          line: lineWas,
          replacement: becomes,
          totalPaise: moved.totalPaise,
          refund: refund?.split ?? { wallet: 0, online: 0, gateway: null },
          collectPaise: result.collectPaise,
        }),
      alsoInTx: async (tx, moved) => {
        if (sub) {
          if (!(await repo.settlePending(tx, sub.id, settled))) alreadyAnswered();
        } else {
          await repo.insertSettled(tx, { orderId: order.id, orderLineId: old.id, kind: 'REMOVE', lineName: old.name, lineQuantity: old.quantity, lineTotalPaise: old.lineTotalPaise, proposedBy: actor === 'system' ? null : actor.id, createdAt: now, ...settled });
        }
        const changed = replacement
          ? await repo.replaceLine(tx, old.id, {
              itemId: replacement.itemId,
              name: replacement.name,
              isVeg: replacement.isVeg,
              unitPricePaise: replacement.unitPricePaise,
              quantity: replacement.quantity,
              lineTotalPaise: calculateLineTotal({ unitPrice: paise(replacement.unitPricePaise), quantity: replacement.quantity, addonPrices: [] }),
            })
          : await repo.removeLine(tx, old.id);
        if (!changed) throw new BillMoved();
        await lifeRepo.insertHistory(tx, { orderId: order.id, fromStatusId: moved.orderStatusId, toStatusId: moved.orderStatusId, actorUserId: actor === 'system' ? null : actor.id, actorRole: actor === 'system' ? 'system' : machineActor(actor), note, createdAt: now });
        await refund?.alsoInTx?.(tx, moved);
      },
    };
    return moves.move(actor, facts, spec);
  }

  /** settleOnce, made again from the new bill while another line's change keeps winning the race. */
  async function settle(actor: Actor | 'system', facts: OrderFacts, what: Settlement): Promise<OrderRow> {
    const { capPercent } = await rules();
    let current = facts;
    for (let attempt = 1; ; attempt++) {
      try {
        return await settleOnce(actor, current, what, capPercent);
      } catch (error) {
        if (!(error instanceof BillMoved) || attempt >= ATTEMPTS) {
          if (error instanceof BillMoved) fail('CONFLICT', 'The order changed while this was saved. Please try again.');
          throw error;
        }
        current = await factsOf(facts.order.uniqueOrderId);
        if (what.kind === 'ANSWER') {
          const fresh = await repo.find(db, { id: what.substitution.id, orderId: current.order.id });
          if (fresh?.status !== 'PENDING') alreadyAnswered();
        }
      }
    }
  }

  function alreadyAnswered(): never {
    return fail('ALREADY_ANSWERED', 'This replacement has been answered already.');
  }

  /** The store proposes a replacement: nothing changes until the customer (or their default) answers. */
  async function propose(actor: Actor, facts: OrderFacts, lineId: number, replacement: Replacement): Promise<OrderRow> {
    const { order, store } = facts;
    const { minutes, capPercent } = await rules();
    const lines = await repo.lines(db, order.id);
    const index = lineIndex(lines, lineId);
    const old = lines[index]?.line;
    if (!old) notFound('This item is not in the order any more.');
    const result = billAfter(order, lines, { line: index, kind: 'REPLACE', replacement: { unitPrice: paise(replacement.unitPricePaise), quantity: replacement.quantity, addonPrices: [] } }, capPercent);
    refuse(result, capPercent);
    const now = clock.now();
    const answerBy = new Date(now.getTime() + minutes * 60_000);
    const lineWas = lineText(old.quantity, old.name);
    const becomes = lineText(replacement.quantity, replacement.name);
    const difference = result.differencePaise === 0 ? 'same price' : `${rupees(result.differencePaise)} ${result.differencePaise < 0 ? 'less' : 'more'}`;
    return moves.move(actor, facts, {
      to: null,
      onlyNotReady: true,
      note: `Proposed ${becomes} for ${lineWas}`,
      event: 'order.substitution',
      notice: () => customerNotices.substitutionProposed({ store: store.name, line: lineWas, replacement: becomes, difference, minutes, fallback: order.substitutionDefault === 'BEST_MATCH' ? 'accept' : 'refund' }),
      alsoInTx: async (tx) => {
        const inserted = await repo.insertPending(tx, {
          orderId: order.id,
          orderLineId: old.id,
          kind: 'REPLACE',
          status: 'PENDING',
          lineName: old.name,
          lineQuantity: old.quantity,
          lineTotalPaise: old.lineTotalPaise,
          replacementItemId: replacement.itemId,
          replacementName: replacement.name,
          replacementIsVeg: replacement.isVeg,
          replacementQuantity: replacement.quantity,
          replacementUnitPricePaise: replacement.unitPricePaise,
          differencePaise: result.differencePaise,
          proposedBy: actor.id,
          answerBy,
          createdAt: now,
        });
        if (!inserted) fail('SUBSTITUTION_PENDING', 'This item already has a replacement waiting for the customer’s answer.');
      },
    });
  }

  async function sweepOnce(): Promise<number> {
    let settled = 0;
    for (const { substitution, order } of await repo.due(db, clock.now(), PICKING, SWEEP_BATCH)) {
      try {
        const facts = await factsOf(order.uniqueOrderId);
        const answer = defaultAnswer(facts.order.substitutionDefault);
        await settleOrDecline('system', facts, substitution, answer === 'ACCEPT' ? 'ACCEPT' : 'REFUND', 'default');
        settled++;
      } catch (error) {
        // Answered meanwhile, or the order moved on: the next sweep no longer sees it.
        if (!(error instanceof AppError)) deps.onError(error);
      }
    }
    return settled;
  }

  /**
   * A proposal answered. The customer's default "best match" when taking the replacement is refused now
   * (the bill moved past the cap since it was proposed) refunds the item instead.
   */
  async function settleOrDecline(actor: Actor | 'system', facts: OrderFacts, substitution: SubstitutionRow, answer: 'ACCEPT' | 'REFUND', by: 'customer' | 'default'): Promise<OrderRow> {
    try {
      return await settle(actor, facts, { kind: 'ANSWER', substitution, answer, by });
    } catch (error) {
      const refused = error instanceof AppError && (error.code === 'SUBSTITUTION_OVER_CAP' || error.code === 'SUBSTITUTION_NOT_COLLECTABLE');
      if (!refused || by !== 'default') throw error;
      return settle(actor, await factsOf(facts.order.uniqueOrderId), { kind: 'ANSWER', substitution, answer: 'REFUND', by });
    }
  }

  const sweeper = createSweeper(sweepOnce, deps.onError);

  return {
    /** SPEC-less store call (issue 36): leave a line out, or propose a replacement for it. */
    async substituteLine(actor: Actor, body: { unique_order_id: string; line_id: number } & ({ kind: 'REMOVE' } | { kind: 'REPLACE'; item_id: number; quantity: number; price?: string | undefined })): Promise<OrderRow> {
      const facts = await access.require(actor, body.unique_order_id, STORE_SIDE);
      assertPicking(facts.order);
      if (await repo.hasPendingForLine(db, body.line_id)) fail('SUBSTITUTION_PENDING', 'This item already has a replacement waiting for the customer’s answer.');
      if (body.kind === 'REMOVE') return settle(actor, facts, { kind: 'REMOVE', lineId: body.line_id });
      return propose(actor, facts, body.line_id, await replacementFor(facts.order, { itemId: body.item_id, quantity: body.quantity, price: body.price }));
    },

    /** The customer's answer to a proposal on their running order. */
    async answer(actor: Actor, body: { unique_order_id: string; substitution_id: number; answer: SubstitutionAnswer }): Promise<OrderRow> {
      const facts = await access.require(actor, body.unique_order_id, ['customer']);
      const substitution = (await repo.find(db, { id: body.substitution_id, orderId: facts.order.id })) ?? notFound('We could not find this replacement.');
      if (substitution.status !== 'PENDING') alreadyAnswered();
      assertPicking(facts.order);
      if (body.answer !== 'DECLINE') return settleOrDecline(actor, facts, substitution, body.answer, 'customer');
      const now = clock.now();
      return moves.move(actor, facts, {
        to: null,
        onlyNotReady: true,
        note: `Declined ${lineText(substitution.replacementQuantity ?? 1, substitution.replacementName ?? '')} for ${lineText(substitution.lineQuantity, substitution.lineName)}`,
        event: 'order.substitution',
        alsoInTx: async (tx) => {
          if (!(await repo.settlePending(tx, substitution.id, { status: 'DECLINED', differencePaise: 0, refundPaise: 0, collectPaise: 0, settledBy: 'customer', settledAt: now }))) alreadyAnswered();
        },
      });
    },

    /** Whether the order waits for an answer (the store cannot mark it ready meanwhile). */
    hasPending: (orderId: number) => repo.hasPending(db, orderId),

    /** sweep() settles due proposals by each customer's default now (tests); start(ms) every so often; stop(). */
    ...sweeper,
  };
}

export type SubstitutionsService = ReturnType<typeof createSubstitutionsService>;
