/** Said next to every disabled upgrade button when the server runs with BILLING=disabled. */
export const BILLING_UNAVAILABLE_TEXT = 'Upgrades are unavailable: billing is switched off on this server.';

export function BillingUnavailableNote({ id, className }: { id: string; className?: string }) {
  return (
    <p id={id} className={className}>
      {BILLING_UNAVAILABLE_TEXT}
    </p>
  );
}
