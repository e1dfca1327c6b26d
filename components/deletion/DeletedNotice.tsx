'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';

function Notice({ message }: { message: string }) {
  const params = useSearchParams();
  if (params.get('deleted') !== '1') return null;
  return (
    <div role="status" className="form-alert form-alert-success">
      {message}
    </div>
  );
}

/** After a deletion the (static) page confirms it: "?deleted=1". */
export function DeletedNotice({ message }: { message: string }) {
  return (
    <Suspense fallback={null}>
      <Notice message={message} />
    </Suspense>
  );
}
