'use client';

import { openConsentPreferences } from './loader';

/** Reopens the consent preferences (footer), so a choice can be changed or withdrawn at any time. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="button-link" aria-haspopup="dialog" onClick={() => void openConsentPreferences()}>
      {label}
    </button>
  );
}
