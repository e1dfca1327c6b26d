'use server';

import { memberAction } from './member-action';
import { twoStepChangedInput } from './schema';
import { twoStepChanged } from './two-step';

/**
 * The member added or removed a second factor in this browser: every other session ends, this one
 * gets a new cookie and a token to sign Firebase in again (lib/auth/two-step.ts twoStepChanged).
 */
export const twoStepChangedAction = memberAction(twoStepChangedInput, async ([idToken, kind], { session }) => twoStepChanged(session, idToken, kind));
