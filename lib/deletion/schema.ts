/** Deleting an account: what the form sends. Client-safe. */
import { z } from 'zod';

/** "Delete my account" needs the box ticked: `confirm` exactly true. */
export const deleteAccountInput = z.object({ confirm: z.literal(true) });
