import { useRef, useState, type FormEvent } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminGetPagesResponse, AdminPageView } from '@keka/contracts';
import { SafeHtml } from '../../../components/ui/safe-html';
import { errorText, useAdminWrite } from '../api';
import { useFreshAdminQuery } from './fresh-query';
import { AdminPage } from '../components/admin-shell';
import { ReasonDialog } from '../components/reason-dialog';
import '../admin-settings.css';
import { FormError, QueryError } from '../components/query-state';

function PageList() {
  const query = useFreshAdminQuery<AdminGetPagesResponse>('get-pages');
  const write = useAdminWrite();
  const [deleting, setDeleting] = useState<AdminPageView | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const rows = query.data?.data ?? [];
  return (
    <AdminPage
      title="Pages"
      actions={
        <Link className="ad-button ad-button--primary" to="/admin/pages/new">
          Add page
        </Link>
      }
    >
      {query.error ? <QueryError error={query.error} retry={query.refetch} /> : null}
      {query.isLoading && !query.data ? <p className="ad-muted">Loading…</p> : null}
      {message && (
        <p className="ad-ok" role="status">
          {message}
        </p>
      )}
      {query.data && rows.length === 0 ? <p className="ad-empty">No pages yet. Add the about, terms and privacy pages customers read.</p> : null}
      {rows.length > 0 && (
        <table className="ad-table">
          <caption className="ad-visually-hidden">Content pages</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Address</th>
              <th scope="col">Shown</th>
              <th scope="col" className="ad-num">
                Order
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <td>{p.title}</td>
                <td>
                  <code>/pages/{p.slug}</code>
                </td>
                <td>{p.is_active ? <span className="ad-badge ad-badge--ok">Shown</span> : <span className="ad-badge">Hidden</span>}</td>
                <td className="ad-num">{p.sort_order}</td>
                <td>
                  <div className="ads-actions">
                    <Link className="ad-button ad-button--small" to={`/admin/pages/${p.id}`}>
                      Edit
                    </Link>
                    <button type="button" className="ad-button ad-button--small ad-button--danger" onClick={() => setDeleting(p)}>
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <ReasonDialog
          title={`Delete "${deleting.title}"?`}
          body="Customers can no longer open this page, and links to it stop working. This cannot be undone."
          confirmLabel="Delete page"
          danger
          onConfirm={async () => {
            await write('delete-page', { id: deleting.id });
            setMessage(`Deleted "${deleting.title}".`);
            query.refetch();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}

const TOOLS: readonly { label: string; wrap: [string, string] | 'link' | 'list' }[] = [
  { label: 'Bold', wrap: ['<strong>', '</strong>'] },
  { label: 'Italic', wrap: ['<em>', '</em>'] },
  { label: 'Heading', wrap: ['<h2>', '</h2>'] },
  { label: 'Subheading', wrap: ['<h3>', '</h3>'] },
  { label: 'Paragraph', wrap: ['<p>', '</p>'] },
  { label: 'List', wrap: 'list' },
  { label: 'Link', wrap: 'link' },
];

function PageEditor({ page }: { readonly page: AdminPageView | null }) {
  const navigate = useNavigate();
  const write = useAdminWrite();
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [title, setTitle] = useState(page?.title ?? '');
  const [html, setHtml] = useState(page?.body_html ?? '<p></p>');
  const [active, setActive] = useState(page?.is_active ?? true);
  const [order, setOrder] = useState(String(page?.sort_order ?? 0));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  function apply(tool: (typeof TOOLS)[number]) {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const picked = html.slice(start, end);
    let inserted: string;
    if (tool.wrap === 'list') {
      const lines = (picked || 'Item').split('\n').filter((l) => l.trim());
      inserted = `<ul>\n${lines.map((l) => `  <li>${l.trim()}</li>`).join('\n')}\n</ul>`;
    } else if (tool.wrap === 'link') {
      const href = window.prompt('Link address (https://…, mailto:, tel: or a path such as /pages/terms)', 'https://');
      if (!href) return;
      inserted = `<a href="${href.replace(/"/g, '&quot;')}">${picked || 'link'}</a>`;
    } else {
      inserted = `${tool.wrap[0]}${picked}${tool.wrap[1]}`;
    }
    setHtml(html.slice(0, start) + inserted + html.slice(end));
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start, start + inserted.length);
    });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const cleanSlug = slug.trim().toLowerCase();
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(cleanSlug)) return setError('The address is lowercase letters, digits and dashes, e.g. about-us.');
    if (!title.trim()) return setError('Give the page a title.');
    const sort = Number(order);
    if (!Number.isInteger(sort) || sort < 0 || sort > 10_000) return setError('The order is a whole number from 0 to 10000.');
    setBusy(true);
    setError(null);
    try {
      await write('save-page', { ...(page ? { id: page.id } : {}), slug: cleanSlug, title: title.trim(), body_html: html, is_active: active, sort_order: sort });
      void navigate('/admin/pages');
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  return (
    <AdminPage
      title={page ? `Edit: ${page.title}` : 'New page'}
      actions={
        <Link className="ad-button ad-button--quiet" to="/admin/pages">
          All pages
        </Link>
      }
    >
      <form className="ads-settings" onSubmit={(e) => void save(e)} noValidate aria-label="Page">
        <div className="ad-card ads-row-form">
          <label className="ad-field">
            <span className="ad-field__label">Title</span>
            <input className="ad-input" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} required />
          </label>
          <label className="ad-field">
            <span className="ad-field__label">Address (/pages/…)</span>
            <input className="ad-input" value={slug} maxLength={80} spellCheck={false} autoCapitalize="off" onChange={(e) => setSlug(e.target.value)} placeholder="about-us" required />
          </label>
          <label className="ad-field">
            <span className="ad-field__label">Order</span>
            <input className="ad-input" type="number" min={0} max={10000} step={1} value={order} onChange={(e) => setOrder(e.target.value)} />
          </label>
          <label className="ad-field ad-field--check">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
            <span className="ad-field__label">Shown to customers</span>
          </label>
        </div>
        <div className="ads-editor">
          <div className="ad-field">
            <label className="ad-field__label" htmlFor="page-html">
              Text (HTML)
            </label>
            <div className="ads-toolbar" role="toolbar" aria-label="Formatting" aria-controls="page-html">
              {TOOLS.map((tool) => (
                <button key={tool.label} type="button" className="ad-button ad-button--small ad-button--quiet" onClick={() => apply(tool)}>
                  {tool.label}
                </button>
              ))}
            </div>
            <textarea id="page-html" ref={area} className="ad-input ads-html" value={html} maxLength={100_000} spellCheck={false} onChange={(e) => setHtml(e.target.value)} aria-describedby="page-html-hint" />
            <span id="page-html-hint" className="ad-field__hint">
              Paragraphs, headings, bold, italic, lists and links. Anything else (scripts, images, styles) is removed when you save.
            </span>
          </div>
          <div className="ad-field">
            <span className="ad-field__label" id="page-preview-label">
              Preview (as customers see it)
            </span>
            <div className="ads-preview" aria-labelledby="page-preview-label" role="region">
              <h1>{title || 'Title'}</h1>
              <SafeHtml html={html} />
            </div>
          </div>
        </div>
        <FormError text={error} />
        <div className="ads-savebar">
          <span className="ad-muted">{page ? `Page #${page.id}` : 'A new page'}</span>
          <span className="ads-savebar__buttons">
            <Link className="ad-button ad-button--quiet" to="/admin/pages">
              Cancel
            </Link>
            <button type="submit" className="ad-button ad-button--primary" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving…' : 'Save page'}
            </button>
          </span>
        </div>
      </form>
    </AdminPage>
  );
}

function EditExisting() {
  const id = Number(useParams().id);
  const query = useFreshAdminQuery<AdminGetPagesResponse>('get-pages');
  const page = query.data?.data.find((p) => p.id === id);
  if (query.error) return <QueryError error={query.error} retry={query.refetch} />;
  if (!query.data) return <p className="ad-muted">Loading…</p>;
  if (!page)
    return (
      <p className="ad-empty">
        This page does not exist any more. <Link to="/admin/pages">All pages</Link>
      </p>
    );
  return <PageEditor key={page.id} page={page} />;
}

/** /admin/pages: the content pages (about, terms, privacy …); /new and /:id edit one with a live preview. */
export function ContentPagesPage() {
  return (
    <Routes>
      <Route index element={<PageList />} />
      <Route path="new" element={<PageEditor page={null} />} />
      <Route path=":id" element={<EditExisting />} />
    </Routes>
  );
}
