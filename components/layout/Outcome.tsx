import type { ReactNode } from 'react';

/**
 * What happened (announced to screen readers), what it means next, and the ways on, the first the
 * main one: the shape of every page that ends a flow (a confirmed subscription, an unsubscription).
 */
export function Outcome({ status, next, children }: { status: ReactNode; next: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className="lead" role="status">
        {status}
      </p>
      <p>{next}</p>
      <p className="actions">{children}</p>
    </>
  );
}
