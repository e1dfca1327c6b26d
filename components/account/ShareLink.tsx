'use client';

import { useId, useState } from 'react';
import styles from './Account.module.css';

interface Labels {
  label: string;
  copied: string;
  copyFailed: string;
  share: string;
}

/**
 * A link to pass on, shared with one button: through the device's share sheet (Web Share API) where
 * the browser has one, else copied, with a visible "copied" note. `field`: the link is also shown in
 * a read-only field beside the button (select it to copy it by hand); without it, the button alone,
 * quiet, for a card's secondary row.
 */
export function ShareLink({ url, title, text, labels, field = true }: { url: string; title: string; text: string; labels: Labels; field?: boolean }) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
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
    try {
      await navigator.clipboard.writeText(url);
      setNote(labels.copied);
    } catch {
      setNote(labels.copyFailed);
    }
  };
  const status = (
    <span role="status" className={styles.note}>
      {note}
    </span>
  );
  if (!field) {
    return (
      <span className={styles.shareInline}>
        <button type="button" className="button-link" onClick={share} aria-label={`${labels.share}: ${labels.label}`}>
          {labels.share}
        </button>
        {status}
      </span>
    );
  }
  return (
    <div className={styles.share}>
      <label htmlFor={id} className={styles.shareLabel}>
        {labels.label}
      </label>
      <div className={styles.shareField}>
        <input id={id} className={styles.shareUrl} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button-primary" onClick={share}>
          {labels.share}
        </button>
      </div>
      {status}
    </div>
  );
}
