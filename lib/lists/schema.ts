/**
 * The two editable survey lists (quit reasons, interests): their rules, written once for the admin
 * form (components/admin/ListEditor.tsx, with messages) and saveListItemAction. Client-safe.
 */
import { z } from 'zod';
import { type FormMessages, says, textField } from '@/lib/forms/fields';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { boundedInt } from '@/lib/validation/schema';

export const LIST_KINDS = ['quit-reasons', 'interests'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** A quit reason's or interest's key: 2 to 40 of a–z, 0–9 and hyphens. */
export const LIST_KEY = /^[a-z0-9-]{2,40}$/;
export const LIST_LABEL_MAX = 120;

/** An item's fields: key, a label per language (English required), active. `keyFormat` is the form's message for a bad key. */
export function listItemFields(m?: FormMessages & { keyName: string; keyFormat: string }) {
  return z.object({
    key: z
      .string()
      .trim()
      .min(1, says(m?.required(m.keyName)))
      .regex(LIST_KEY, says(m?.keyFormat)),
    labels: z.object(
      Object.fromEntries(
        locales.map((l) => [
          l,
          l === 'en-US'
            ? textField({ name: localeNames[l], min: 1, max: LIST_LABEL_MAX }, m)
            : textField({ name: localeNames[l], max: LIST_LABEL_MAX }, m).optional(),
        ]),
      ) as Record<Locale, z.ZodOptional<ReturnType<typeof textField>>>,
    ),
    active: z.boolean(),
  });
}

/** What saveListItemAction takes: the fields, the list, and the item's id when it exists. */
export const listItemInput = listItemFields().extend({ kind: z.enum(LIST_KINDS), id: boundedInt(1, 2_147_483_647).optional() });
export type ListItemInput = z.output<typeof listItemInput>;

export const moveItemInput = z.object({ kind: z.enum(LIST_KINDS), id: boundedInt(1, 2_147_483_647), direction: z.enum(['up', 'down']) });
