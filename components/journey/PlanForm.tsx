'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Field, FormAlert } from '@/components/forms/Field';
import { BusyButton } from '@/components/forms/BusyButton';
import { useSaveAction } from '@/components/forms/useSaveAction';
import { savePlanAction } from '@/lib/journey/actions';
import { PLAN_LIMITS, quitPlanInput } from '@/lib/journey/schema';
import { currencies } from '@/lib/savings/calc';
import styles from './Journey.module.css';

export interface PlanValues {
  quitDate: string;
  cigarettesPerDay: number | null;
  packPrice: number | null;
  packSize: number;
  currency: string;
  timeZone: string | null;
  reasons: string[];
}

const noSubscription = () => () => {};
/** The browser's own zone. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
let known: string[] | null = null;
/** The zones this browser knows (one list, read once). */
const zones = () => (known ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
const NONE: string[] = [];

/**
 * The member's quit plan (the app's `setQuitPlan`): checked in the browser with the same schema, saved
 * by savePlanAction; the page, rendered per request, then shows the progress.
 */
export function PlanForm({ initial, prefilled, titled = true }: { initial: PlanValues; prefilled: boolean; titled?: boolean }) {
  const t = useTranslations('Journey');
  const router = useRouter();
  // The browser's zone and the zones it knows: the server cannot know them, so its render and hydration
  // use the plan's zone (or UTC) alone, and the first render after hydration the browser's.
  const browser = useSyncExternalStore(noSubscription, browserZone, () => 'UTC');
  const zoneList = useSyncExternalStore(noSubscription, zones, () => NONE);
  const [state, setValues] = useState(initial);
  const values = { ...state, timeZone: state.timeZone ?? browser };
  const { busy, message, save } = useSaveAction(quitPlanInput, savePlanAction, { saved: t('saved'), invalid: t('invalid') }, router.refresh);
  const set = (key: keyof PlanValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      [key]: ['cigarettesPerDay', 'packPrice', 'packSize'].includes(key) ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(values);
  };

  return (
    <form noValidate className={`form ${styles.form}`} onSubmit={submit} aria-labelledby="plan-form-title">
      {/* Untitled inside a disclosure whose summary carries the heading (same id). */}
      {titled ? <h3 id="plan-form-title">{t('edit')}</h3> : null}
      {prefilled ? <p className={styles.note}>{t('prefilled')}</p> : null}
      <div className={styles.grid}>
        <Field id="plan-quit-date" type="date" label={t('quitDate')} required value={values.quitDate} onChange={set('quitDate')} />
        <Field
          id="plan-per-day"
          type="number"
          inputMode="numeric"
          min={PLAN_LIMITS.cigarettesPerDay.min}
          max={PLAN_LIMITS.cigarettesPerDay.max}
          label={t('cigarettesPerDay')}
          required
          value={values.cigarettesPerDay ?? ''}
          onChange={set('cigarettesPerDay')}
        />
        <Field
          id="plan-pack-price"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={PLAN_LIMITS.packPrice.min}
          max={PLAN_LIMITS.packPrice.max}
          label={t('packPrice', { currency: values.currency })}
          required
          value={values.packPrice ?? ''}
          onChange={set('packPrice')}
        />
        <Field
          id="plan-pack-size"
          type="number"
          inputMode="numeric"
          min={PLAN_LIMITS.packSize.min}
          max={PLAN_LIMITS.packSize.max}
          label={t('packSize')}
          required
          value={values.packSize}
          onChange={set('packSize')}
        />
        <div className="field">
          <label htmlFor="plan-currency">{t('currency')}</label>
          <select id="plan-currency" value={values.currency} onChange={set('currency')}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="plan-time-zone">{t('timeZone')}</label>
          <select id="plan-time-zone" aria-describedby="plan-time-zone-hint" value={values.timeZone} onChange={set('timeZone')}>
            {(zoneList.includes(values.timeZone) ? zoneList : [values.timeZone, ...zoneList]).map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          <p id="plan-time-zone-hint" className="hint">
            {t('timeZoneHint')}
          </p>
        </div>
      </div>
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
      <BusyButton type="submit" className="button button-primary" busy={busy}>
        {busy ? t('saving') : t('save')}
      </BusyButton>
    </form>
  );
}
