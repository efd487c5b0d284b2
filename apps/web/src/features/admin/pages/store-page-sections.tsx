import type { AdminItemGroupView, AdminPickedItem, AdminSlotGroupView, AdminStoreBannerView, AdminStorePageResponse, StoreBannerType } from '@keka/contracts';
import { ActiveBadge, AdTable, moveItem, OrderButtons } from '../components/edit-card';
import { BANNER_TYPES } from './store-page-editors';

type StorePage = AdminStorePageResponse['data'];

/** What the page's one editor shows: a banner (new ones of a type), an item slot or an item group. */
export type Editing =
  | { kind: 'banner'; banner: AdminStoreBannerView | null; type: StoreBannerType }
  | { kind: 'slot_group'; group: AdminSlotGroupView | null }
  | { kind: 'item_group'; group: AdminItemGroupView | null }
  | null;
/** A delete to confirm: what goes, what the dialog says, and the notice after. */
export type Deleting = { kind: 'banner' | 'slot_group' | 'item_group'; id: number; title: string; body: string; done: string };

interface SectionProps {
  readonly page: StorePage;
  readonly edit: (editing: Editing) => void;
  readonly remove: (what: Deleting) => void;
  /** A new order, saved; false when it was refused. */
  readonly reorder: (body: Record<string, unknown>) => Promise<boolean>;
}

/** A few names of a list of items, and how many there are in all. */
function itemSummary(items: readonly AdminPickedItem[]): string {
  if (items.length === 0) return 'No items';
  const names = items.slice(0, 3).map((i) => i.name).join(', ');
  return items.length > 3 ? `${items.length} items: ${names}, …` : `${items.length} item${items.length === 1 ? '' : 's'}: ${names}`;
}

const rowActions = (remove: (what: Deleting) => void, label: string, edit: () => void, what: Deleting) => (
  <>
    <button type="button" className="ad-button ad-button--small" aria-label={`Edit ${label}`} onClick={edit}>
      Edit
    </button>{' '}
    <button type="button" className="ad-button ad-button--small ad-button--danger" aria-label={`Delete ${label}`} onClick={() => remove(what)}>
      Delete
    </button>
  </>
);

/** The single-store page's banners (SPEC §2), one table per type, each in its order. */
export function BannerSections({ page, edit, remove, reorder }: SectionProps) {
  const groupName = (id: number) => page.item_groups.find((g) => g.id === id)?.name ?? `#${id}`;
  const categoryName = (id: number) => page.top_categories.find((c) => c.id === id)?.name ?? `#${id}`;
  const opens = (b: AdminStoreBannerView) =>
    b.item_group_id !== null ? `Item group: ${groupName(b.item_group_id)}` : b.top_category_id !== null ? `Category: ${categoryName(b.top_category_id)}` : 'Nothing';
  return (
    <section aria-labelledby="ad-sp-banners" className="ad-content-block">
      <h2 id="ad-sp-banners" className="ad-subtitle">
        Banners
      </h2>
      {BANNER_TYPES.map(({ type, title, hint }) => {
        const banners = page.banners.filter((b) => b.type === type);
        const ids = banners.map((b) => b.id);
        return (
          <div key={type} className="ad-card ad-content-block">
            <div className="ad-toolbar">
              <h3 className="ad-subtitle">{title}</h3>
              <button type="button" className="ad-button ad-button--small ad-button--primary" aria-label={`Add banner to ${title}`} onClick={() => edit({ kind: 'banner', banner: null, type })}>
                Add banner
              </button>
            </div>
            <p className="ad-field__hint">{hint}</p>
            {banners.length === 0 ? (
              <p className="ad-empty">No banners here.</p>
            ) : (
              <AdTable
                caption={`${title} banners in order`}
                columns={['Order', 'Picture', 'Name', 'Opens', 'Status', 'Actions']}
                rows={banners}
                rowKey={(b) => b.id}
                renderRow={(b, i) => (
                  <>
                    <td className="ad-nowrap">
                      <OrderButtons label={`banner ${b.name}`} index={i} count={ids.length} onMove={(by) => reorder({ kind: 'banner', type, ids: moveItem(ids, i, by) })} />
                    </td>
                    <td>
                      <img src={b.image} alt="" className="ad-thumb" loading="lazy" />
                    </td>
                    <td>{b.name}</td>
                    <td className="ad-muted">{opens(b)}</td>
                    <td>
                      <ActiveBadge on={b.is_active} />
                    </td>
                    <td className="ad-nowrap">
                      {rowActions(remove, `banner ${b.name}`, () => edit({ kind: 'banner', banner: b, type }), {
                        kind: 'banner',
                        id: b.id,
                        title: `Delete the banner “${b.name}”?`,
                        done: `Banner ${b.name} deleted.`,
                        body: 'Customers stop seeing it at once.',
                      })}
                    </td>
                  </>
                )}
              />
            )}
          </div>
        );
      })}
    </section>
  );
}

/** The page's rows of items (slot_1..slot_4), in order, each with 'View more'. */
export function SlotGroupSection({ page, edit, remove, reorder }: SectionProps) {
  const slotsFull = page.slot_groups.length >= page.slot_count;
  return (
    <section aria-labelledby="ad-sp-slots" className="ad-content-block">
      <div className="ad-toolbar">
        <h2 id="ad-sp-slots" className="ad-subtitle">
          Item slots
        </h2>
        <button type="button" className="ad-button" disabled={slotsFull} aria-describedby="ad-sp-slots-hint" onClick={() => edit({ kind: 'slot_group', group: null })}>
          Add item slot
        </button>
      </div>
      <p id="ad-sp-slots-hint" className="ad-field__hint">
        The page shows up to {page.slot_count} rows of items in this order, each with ‘View more’.
        {slotsFull ? ` All ${page.slot_count} are in use: delete one to add another.` : ''}
      </p>
      {page.slot_groups.length === 0 ? (
        <p className="ad-empty">No item slots yet.</p>
      ) : (
        <AdTable
          caption="Item slots in order"
          columns={['Order', 'Name', 'Items', 'Status', 'Actions']}
          rows={page.slot_groups}
          rowKey={(g) => g.id}
          renderRow={(g, i) => (
            <>
              <td className="ad-nowrap">
                <OrderButtons label={`slot ${g.name}`} index={i} count={page.slot_groups.length} onMove={(by) => reorder({ kind: 'slot_group', ids: moveItem(page.slot_groups.map((x) => x.id), i, by) })} />
              </td>
              <td>{g.name}</td>
              <td className="ad-muted">{itemSummary(g.items)}</td>
              <td>
                <ActiveBadge on={g.is_active} />
              </td>
              <td className="ad-nowrap">
                {rowActions(remove, `slot ${g.name}`, () => edit({ kind: 'slot_group', group: g }), {
                  kind: 'slot_group',
                  id: g.id,
                  title: `Delete the item slot “${g.name}”?`,
                  done: `Item slot ${g.name} deleted.`,
                  body: 'Its row leaves the store page; its items stay in the store.',
                })}
              </td>
            </>
          )}
        />
      )}
    </section>
  );
}

/** The store's item groups: pages of chosen items opened by a banner or a home slide. */
export function ItemGroupSection({ page, edit, remove }: Omit<SectionProps, 'reorder'>) {
  return (
    <section aria-labelledby="ad-sp-groups" className="ad-content-block">
      <div className="ad-toolbar">
        <h2 id="ad-sp-groups" className="ad-subtitle">
          Item groups
        </h2>
        <button type="button" className="ad-button" onClick={() => edit({ kind: 'item_group', group: null })}>
          Add item group
        </button>
      </div>
      <p className="ad-field__hint">A page of chosen items with a top image, opened by a banner or a home slide.</p>
      {page.item_groups.length === 0 ? (
        <p className="ad-empty">No item groups yet.</p>
      ) : (
        <AdTable
          caption="Item groups"
          columns={['Top image', 'Name', 'Items', 'Status', 'Actions']}
          rows={page.item_groups}
          rowKey={(g) => g.id}
          renderRow={(g) => {
            const banners = page.banners.filter((b) => b.item_group_id === g.id).length;
            return (
              <>
                <td>{g.top_image ? <img src={g.top_image} alt="" className="ad-thumb" loading="lazy" /> : <span className="ad-muted">None</span>}</td>
                <td>
                  {g.name}
                  <div className="ad-field__hint">
                    <a href={`/item-group/${g.id}`} target="_blank" rel="noreferrer">
                      /item-group/{g.id}
                    </a>
                  </div>
                </td>
                <td className="ad-muted">{itemSummary(g.items)}</td>
                <td>
                  <ActiveBadge on={g.is_active} />
                </td>
                <td className="ad-nowrap">
                  {rowActions(remove, `item group ${g.name}`, () => edit({ kind: 'item_group', group: g }), {
                    kind: 'item_group',
                    id: g.id,
                    title: `Delete the item group “${g.name}”?`,
                    done: `Item group ${g.name} deleted.`,
                    body: `Its page closes.${banners ? ` ${banners} banner${banners === 1 ? '' : 's'} that open${banners === 1 ? 's' : ''} it will open nothing;` : ''} home slides that open it will open the store instead.`,
                  })}
                </td>
              </>
            );
          }}
        />
      )}
    </section>
  );
}
