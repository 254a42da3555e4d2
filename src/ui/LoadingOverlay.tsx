import type { ReactNode } from 'react';

/** Covers its container while something loads; the label is announced politely. */
export function LoadingOverlay({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="ui-loading" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      <span>{label}</span>
      {children}
    </div>
  );
}
