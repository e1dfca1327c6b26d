'use client';

import { useId, useState } from 'react';
import styles from './Account.module.css';

interface Labels {
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  share: string;
}

/**
 * A link to pass on: shown in a read-only field, copied with one click, or shared through the
 * device's share sheet (Web Share API) where there is one; without it, "Share" copies too.
 */
export function ShareLink({ url, title, text, labels }: { url: string; title: string; text: string; labels: Labels }) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote(labels.copied);
    } catch {
      setNote(labels.copyFailed);
    }
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    await copy();
  };
  return (
    <div className={styles.share}>
      <label htmlFor={id} className={styles.shareLabel}>
        {labels.label}
      </label>
      <input id={id} className={styles.shareUrl} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <div className={styles.row}>
        <button type="button" className="button" onClick={copy}>
          {labels.copy}
        </button>
        <button type="button" className="button" onClick={share}>
          {labels.share}
        </button>
      </div>
      <p role="status" className={styles.note}>
        {note}
      </p>
    </div>
  );
}
