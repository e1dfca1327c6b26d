import type messages from '@/messages/en-US.json';

type Messages = typeof messages;
/** The message namespaces client components need; everything else stays on the server. */
export const clientNamespaces = ['Common', 'Errors'] as const satisfies ReadonlyArray<keyof Messages>;

export function pickClientMessages(all: Messages): Partial<Messages> {
  return Object.fromEntries(clientNamespaces.map((ns) => [ns, all[ns]]));
}
