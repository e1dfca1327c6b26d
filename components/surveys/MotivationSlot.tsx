'use client';

import { useDeferredForm } from '@/components/forms/deferred';
import { MotivationView, type Option } from './MotivationView';

const load = () => import('./MotivationForm').then((m) => m.MotivationForm);

/**
 * The motivation survey, server-rendered as a plain form that can be read and answered at once. Its
 * checks and sending (react-hook-form, the Server Action: MotivationForm) load when the visitor turns
 * to the form (focus, pointer, submit: components/forms/deferred) and take over the answers given; not
 * at idle, where their long tasks would only add to the page's blocking time.
 */
export function MotivationSlot({ reasons, interests, days, appOffered }: { reasons: Option[]; interests: Option[]; days: number; appOffered: boolean }) {
  const { Loaded, start, region, form } = useDeferredForm(load, { idle: false });
  if (Loaded) return <Loaded start={start} reasons={reasons} interests={interests} appOffered={appOffered} />;
  return <MotivationView reasons={reasons} interests={interests} days={days} form={{ ...region, ...form }} />;
}
