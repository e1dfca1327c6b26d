'use client';

import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import styles from './ConfirmDialog.module.css';

/**
 * The page's own confirmation (never window.confirm): a modal `<dialog>` opened with showModal(),
 * so the browser moves focus into it, keeps it there and closes it on Escape. Title, text and the
 * confirm button (named after the action) come translated; focus returns to `returnFocus` on close.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
  returnFocus,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('AdminUi');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => {
        onClose();
        returnFocus?.current?.focus();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className={styles.actions}>
        <button type="button" className="button" autoFocus onClick={() => ref.current?.close()}>
          {t('dialog.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'button button-danger' : 'button button-primary'}
          onClick={() => {
            ref.current?.close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
