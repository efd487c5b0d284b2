import { useId, useState } from 'react';
import { selectLanguage, useLanguagesStore, useLanguageStore, useT } from '../../../lib/i18n';

/** SPEC §2 welcome: a language selector when more than one language exists. */
export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const languages = useLanguagesStore((s) => s.languages);
  const chosen = useLanguageStore((s) => s.language);
  const [busy, setBusy] = useState(false);
  if (languages.length < 2) return null;
  const current = chosen?.id ?? languages.find((l) => l.is_default === 1)?.id ?? languages[0]?.id;
  return (
    <div className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('welcome.language')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={current}
        disabled={busy}
        onChange={(event) => {
          const next = languages.find((l) => l.id === Number(event.target.value));
          if (!next) return;
          setBusy(true);
          selectLanguage(next)
            .catch((error: unknown) => console.warn('Language change failed', error))
            .finally(() => setBusy(false));
        }}
      >
        {languages.map((l) => (
          <option key={l.id} value={l.id} lang={l.code}>
            {l.language_name}
          </option>
        ))}
      </select>
    </div>
  );
}
