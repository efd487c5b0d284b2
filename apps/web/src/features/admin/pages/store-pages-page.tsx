import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminStorePageResponse } from '@keka/contracts';
import { errorText, useAdminQuery, useAdminWrite } from '../api';
import { AdminPage } from '../components/admin-shell';
import { ActiveBadge } from '../components/edit-card';
import { StorePicker, type Picked } from '../components/pickers';
import { FormError, QueryProblems } from '../components/query-state';
import { ReasonDialog } from '../components/reason-dialog';
import { BannerEditor, ItemGroupEditor, SlotGroupEditor } from './store-page-editors';
import { BannerSections, ItemGroupSection, SlotGroupSection, type Deleting, type Editing } from './store-page-sections';

type StorePage = AdminStorePageResponse['data'];

/**
 * /admin/store-pages?store={id}: a store's single-store page (SPEC §2 "Single store page") — its banners
 * of each type, its four item slots and its item groups, each with the store's own items.
 */
export function StorePagesPage() {
  const [params, setParams] = useSearchParams();
  const storeId = Number(params.get('store'));
  const choose = (next: readonly { id: number }[]) => setParams(next[0] ? { store: String(next[0].id) } : {});
  return (
    <AdminPage title="Store pages">
      {Number.isInteger(storeId) && storeId > 0 ? (
        <ChosenStore storeId={storeId} choose={choose} />
      ) : (
        <>
          <StoreChoice chosen={[]} choose={choose} />
          <p className="ad-empty">Choose a store to edit the page its customers see on a phone: banners, item slots and item groups.</p>
        </>
      )}
    </AdminPage>
  );
}

function StoreChoice({ chosen, choose }: { chosen: Picked[]; choose: (next: readonly Picked[]) => void }) {
  return (
    <div className="ad-form">
      <StorePicker label="Store" single chosen={chosen} onChange={choose} />
    </div>
  );
}

function ChosenStore({ storeId, choose }: { storeId: number; choose: (next: readonly Picked[]) => void }) {
  const query = useAdminQuery<AdminStorePageResponse>('get-store-page', { store_id: storeId });
  const page = query.data?.data;
  return (
    <>
      <StoreChoice chosen={page ? [{ id: page.store.id, name: page.store.name }] : []} choose={choose} />
      {page ? <StorePageEditor key={page.store.id} page={page} refetch={query.refetch} /> : <QueryProblems query={query} />}
    </>
  );
}

function StorePageEditor({ page, refetch }: { page: StorePage; refetch: () => void }) {
  const write = useAdminWrite();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { store } = page;

  const done = (message: string) => {
    setEditing(null);
    setError(null);
    setNotice(message);
    refetch();
  };
  async function reorder(body: Record<string, unknown>): Promise<boolean> {
    setError(null);
    try {
      await write('reorder-store-content', { store_id: store.id, ...body });
      setNotice('New order saved.');
      refetch();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  }
  const editor =
    editing?.kind === 'banner' ? (
      <BannerEditor page={page} initial={editing.banner} type={editing.type} onCancel={() => setEditing(null)} onDone={() => done('Banner saved; the store page shows it now.')} />
    ) : editing?.kind === 'slot_group' ? (
      <SlotGroupEditor page={page} initial={editing.group} onCancel={() => setEditing(null)} onDone={() => done('Item slot saved; the store page shows it now.')} />
    ) : editing?.kind === 'item_group' ? (
      <ItemGroupEditor page={page} initial={editing.group} onCancel={() => setEditing(null)} onDone={() => done('Item group saved.')} />
    ) : null;

  return (
    <>
      <p>
        <strong>{store.name}</strong> <span className="ad-muted">({store.city})</span> <ActiveBadge on={store.is_active} />{' '}
        <a className="ad-button ad-button--small" href={`/stores/${store.slug}`} target="_blank" rel="noreferrer">
          Open the customer page
        </a>
      </p>
      {store.is_fresh ? null : <p className="ad-note">{store.name} is not a fresh store: customers see its menu, not this page. Its item groups still open from slides and banners.</p>}
      {notice ? (
        <p className="ad-ok" role="status">
          {notice}
        </p>
      ) : null}
      <FormError text={error} />
      {editor}

      <BannerSections page={page} edit={setEditing} remove={setDeleting} reorder={reorder} />
      <SlotGroupSection page={page} edit={setEditing} remove={setDeleting} reorder={reorder} />
      <ItemGroupSection page={page} edit={setEditing} remove={setDeleting} />

      {deleting ? (
        <ReasonDialog
          title={deleting.title}
          body={deleting.body}
          confirmLabel="Delete"
          danger
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await write('delete-store-content', { kind: deleting.kind, id: deleting.id });
            done(deleting.done);
          }}
        />
      ) : null}
    </>
  );
}
