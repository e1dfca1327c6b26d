'use client';

import type { ComponentProps } from 'react';

/**
 * A button that is busy while its action runs: it looks and reads as unavailable (`aria-disabled`,
 * the `.button[aria-disabled='true']` style) and ignores presses, including the Enter in a field that
 * submits its form through it, but keeps keyboard focus. A `disabled` button would drop focus to the
 * start of the page. A form that submits itself (`requestSubmit`) checks for busy on its own.
 */
export function BusyButton({ busy, onClick, ...rest }: ComponentProps<'button'> & { busy: boolean }) {
  return (
    <button
      {...rest}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
