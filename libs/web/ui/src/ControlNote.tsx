import type { ReactNode } from 'react';

/** Words a control points at with aria-describedby (a hint, a counter, what a switch does); nothing while empty. */
export function ControlNote({ id, className, text }: { id?: string; className: string; text?: ReactNode }) {
  if (!text) return null;
  return (
    <span id={id} className={className}>
      {text}
    </span>
  );
}
