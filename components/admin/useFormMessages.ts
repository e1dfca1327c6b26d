'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { FormMessages } from '@/lib/forms/fields';

/** The field messages of the admin forms' shared schemas (lib/<area>/schema.ts), in the page's language. */
export function useFormMessages(): FormMessages {
  const t = useTranslations('AdminUi');
  const f = useTranslations('Forms');
  return useMemo(
    () => ({
      required: (name) => f('required', { name }),
      minLength: (name, min) => f('minLength', { name, min }),
      maxLength: (name, max) => f('maxLength', { name, max }),
      number: (name) => f('number', { name }),
      range: (name, min, max) => t('range', { name, min, max }),
      email: () => f('email'),
      invalid: () => f('invalid'),
      nameCharacters: (name) => f('nameCharacters', { name }),
    }),
    [f, t],
  );
}
