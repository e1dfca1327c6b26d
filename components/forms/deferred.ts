'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type FocusEvent, type FormEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Deferred forms: a server-rendered form whose validation code (react-hook-form + zod) loads only when
 * the visitor turns to it (focus, pointer, submit) or the browser is idle, so a page does not ship that
 * code up front. The slot (`useDeferredForm`) renders plain HTML inputs; the real form (`useStartFrom`)
 * takes over whatever was typed, ticked or focused, and a pending submit, in the commit that replaces
 * the plain one, so nothing done in between is lost.
 */

/** What the visitor did in the plain form before the real one loaded. */
export interface FormStart {
  /**
   * By name: text inputs and text areas (their value), a radio group (the checked value, `''` if none),
   * a checkbox without a `value` attribute (checked or not) and checkboxes with one (a group: the
   * values checked, in the form's order).
   */
  values: Record<string, string | boolean | string[]>;
  /** The element that had focus, to keep it: a field by its id, a link or button by its text. */
  focus?: FocusTarget;
  /** Whether the visitor already pressed submit. */
  submit?: boolean;
}

export type StartProps = { start?: () => FormStart };

export type FocusTarget = { id: string } | { tag: string; text: string };

function describe(el: HTMLElement): FocusTarget | undefined {
  if (el.id) return { id: el.id };
  const text = el.textContent?.trim();
  return text ? { tag: el.tagName, text } : undefined;
}

/** The element of the real form (in `scope`: the form's parent) that stands where `target` stood. */
function find(target: FocusTarget, scope: ParentNode): HTMLElement | null {
  if ('id' in target) return document.getElementById(target.id);
  const all = Array.from(scope.querySelectorAll<HTMLElement>(target.tag));
  return all.find((el) => el.textContent?.trim() === target.text) ?? null;
}

const never = () => false;

/** The plain form's state, read from its (possibly detached) inputs. */
export function readForm(el: HTMLFormElement | null): FormStart['values'] {
  const values: FormStart['values'] = {};
  for (const input of Array.from(el?.elements ?? [])) {
    if (input instanceof HTMLTextAreaElement && input.name) values[input.name] = input.value;
    if (!(input instanceof HTMLInputElement) || !input.name) continue;
    const { name } = input;
    if (input.type === 'radio') {
      if (input.checked) values[name] = input.value;
      else values[name] ??= '';
    } else if (input.type === 'checkbox' && input.hasAttribute('value')) {
      const prior = values[name];
      const group = Array.isArray(prior) ? prior : [];
      if (input.checked) group.push(input.value);
      values[name] = group;
    } else values[name] = input.type === 'checkbox' ? input.checked : input.value;
  }
  return values;
}

/**
 * The slot's side. `load` imports the real form; it starts at once when `eager` says so (e.g. a URL
 * that needs the real form), else on focus, pointer, submit or idle (at the latest `idleMs`); with
 * `idle: false` only on focus, pointer or submit.
 */
export function useDeferredForm<P extends StartProps>(
  load: () => Promise<ComponentType<P>>,
  { idleMs = 4000, idle = true, eager = never }: { idleMs?: number; idle?: boolean; eager?: () => boolean } = {},
) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  // Kept after the plain form is replaced: its detached inputs still hold their values.
  const plain = useRef<HTMLFormElement | null>(null);
  const focused = useRef<FocusTarget | undefined>(undefined);
  const submitted = useRef(false);
  const loading = useRef<Promise<void> | null>(null);

  const upgrade = useCallback(() => {
    // A chunk that failed to load (a dropped connection, a new deployment) is asked for again next time.
    loading.current ??= load().then(
      (component) => setLoaded(() => component),
      () => {
        loading.current = null;
      },
    );
  }, [load]);

  useEffect(() => {
    if (eager()) return upgrade();
    if (!idle) return;
    const handle = window.requestIdleCallback ? window.requestIdleCallback(upgrade, { timeout: idleMs }) : window.setTimeout(upgrade, idleMs / 2);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [upgrade, idleMs, idle, eager]);

  const start = useCallback((): FormStart => ({ values: readForm(plain.current), focus: focused.current, submit: submitted.current }), []);

  /** Spread on the element around the plain form. */
  const region = {
    onFocusCapture: (e: FocusEvent<HTMLElement>) => {
      focused.current = describe(e.target as HTMLElement);
      upgrade();
    },
    onBlurCapture: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = undefined;
    },
    onPointerEnter: upgrade,
  };
  /** Spread on the plain `<form>`. */
  const form = {
    ref: (el: HTMLFormElement | null) => {
      if (el) plain.current = el;
    },
    noValidate: true,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      submitted.current = true;
      upgrade();
    },
  };
  return { Loaded, start, region, form, upgrade };
}

/** The real form's side: applies `start` once, before the browser paints it. */
export function useStartFrom<V extends FieldValues>(start: (() => FormStart) | undefined, form: UseFormReturn<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  useLayoutEffect(() => {
    if (started.current || !start) return;
    started.current = true;
    const { values, focus, submit } = start();
    for (const [name, value] of Object.entries(values)) {
      if (value !== '' && value !== false && !(Array.isArray(value) && !value.length)) form.setValue(name as Path<V>, value as PathValue<V, Path<V>>);
    }
    if (focus) find(focus, formRef.current?.parentElement ?? document)?.focus();
    if (submit) formRef.current?.requestSubmit();
  }, [start, form]);
  return formRef;
}
