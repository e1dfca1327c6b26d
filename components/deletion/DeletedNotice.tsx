'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';

function Notice({ message }: { message: string }) {
  const params = useSearchParams();
  // Only once the visitor is known to be signed out, as a deletion leaves them: a link with the
  // parameter sent to a signed-in member does not tell them their account is gone.
  const { session } = useAuth();
  if (params.get('deleted') !== '1' || session !== null) return null;
  return (
    <div role="status" className="form-alert form-alert-success">
      {message}
    </div>
  );
}

/** After a deletion the (static) page confirms it: "?deleted=1", to a visitor who is signed out. */
export function DeletedNotice({ message }: { message: string }) {
  return (
    <Suspense fallback={null}>
      <Notice message={message} />
    </Suspense>
  );
}
