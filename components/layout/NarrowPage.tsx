import type { ReactNode } from 'react';

/** A page of one column at reading width: its title, the lead that says what it is for, then the rest. */
export function NarrowPage({ title, lead, children }: { title: ReactNode; lead: ReactNode; children: ReactNode }) {
  return (
    <div className="container page page-narrow">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </div>
  );
}
