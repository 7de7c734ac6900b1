import { FlaskConicalIcon } from 'lucide-react';

/** The label every local test billing page carries, so nobody mistakes it for a real payment page. */
export function TestModeLabel({ children }: { children: string }) {
  return (
    <p className="test-billing__label">
      <FlaskConicalIcon size={18} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
