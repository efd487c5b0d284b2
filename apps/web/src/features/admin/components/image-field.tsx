import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { errorText } from '../api';
import { useAdminSession } from '../session';
import { FormError } from './query-state';

const PICTURE_TYPES = 'Upload a JPEG, PNG or WebP picture (SVG and other types are not accepted).';

/** Picture bytes as they are to admin/upload-image; the server sniffs them, refuses SVG and stores WebP. */
async function uploadImage(file: File, token: string): Promise<string> {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', PICTURE_TYPES, 415);
  let response: Response;
  try {
    response = await fetch('/api/admin/upload-image', { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream', Authorization: `Bearer ${token}` }, body: file });
  } catch {
    throw new ApiError('NETWORK', 'You seem to be offline. Check your connection and try again.', 0);
  }
  const payload = (await response.json().catch(() => null)) as { data?: { image: string }; message?: string; code?: string } | null;
  if (!response.ok || !payload?.data) throw new ApiError(payload?.code ?? 'HTTP_ERROR', response.status === 413 ? 'The picture is larger than 2 MB.' : response.status === 415 ? PICTURE_TYPES : (payload?.message ?? `The server answered ${response.status}.`), response.status);
  return payload.data.image;
}

/**
 * A picture of the console's content (slides, tiles, deals, store banners): the stored one and a file input
 * that uploads at once; `clearable` when the picture may be left out.
 */
export function ImageField({ value, onChange, label = 'Picture', hint, clearable = false }: { value: string; onChange: (image: string) => void; label?: string; hint?: string; clearable?: boolean }) {
  const token = useAdminSession()?.auth_token ?? '';
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="ad-field">
      <label className="ad-field__label" htmlFor={id}>
        {label} (JPEG, PNG or WebP, up to 2 MB)
      </label>
      {hint ? <span className="ad-field__hint">{hint}</span> : null}
      <div className="ad-toolbar">
        {value ? <img src={value} alt="" className="ad-thumb" /> : <span className="ad-muted">No picture yet</span>}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setError(null);
            uploadImage(file, token)
              .then(onChange)
              .catch((err: unknown) => setError(errorText(err)))
              .finally(() => setBusy(false));
          }}
        />
        {busy ? <span className="ad-muted">Uploading…</span> : null}
        {clearable && value && !busy ? (
          <button type="button" className="ad-button ad-button--small ad-button--quiet" onClick={() => onChange('')}>
            Remove {label.toLowerCase()}
          </button>
        ) : null}
      </div>
      <FormError text={error} />
    </div>
  );
}
