import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { AlertIcon } from './icons/alert';

export interface StateMessageProps {
  readonly title: string;
  readonly body?: ReactNode;
  readonly art?: ReactNode;
  readonly action?: ReactNode;
  readonly headingLevel?: 1 | 2 | 3;
}

/** Empty and error states: what happened and what to do next. */
export function StateMessage({ title, body, art, action, headingLevel = 2 }: StateMessageProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div className="state-message">
      {art && <div className="state-message__art">{art}</div>}
      <Heading className="state-message__title">{title}</Heading>
      {body && <p className="state-message__body">{body}</p>}
      {action && <div className="state-message__action">{action}</div>}
    </div>
  );
}

export function ErrorState({ error, onRetry, headingLevel }: { error: unknown; onRetry: () => void; headingLevel?: 1 | 2 }) {
  const t = useT();
  const offline = isApiError(error) && error.code === 'NETWORK';
  return (
    <div role="alert">
      <StateMessage
        headingLevel={headingLevel}
        art={<AlertIcon size={40} />}
        title={t(offline ? 'error.offline.title' : 'error.load.title')}
        body={t(offline ? 'error.offline.body' : 'error.load.body')}
        action={
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      />
    </div>
  );
}
