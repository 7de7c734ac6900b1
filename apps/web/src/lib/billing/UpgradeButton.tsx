import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@sidequest/web-ui';
import { BillingUnavailableNote } from './BillingUnavailableNote';

interface UpgradeButtonProps {
  variant: ButtonVariant;
  size?: ButtonSize;
  onUpgrade: () => void;
  upgrading: boolean;
  /** Billing is switched off on the server: the button stays, disabled, with the reason right after it. */
  billingDisabled: boolean;
  /** The id of that reason, which describes the button. */
  noteId: string;
  noteClassName: string;
  children: ReactNode;
}

/** An upgrade offer's button: opens the checkout, or says why it cannot. */
export function UpgradeButton({
  variant,
  size,
  onUpgrade,
  upgrading,
  billingDisabled,
  noteId,
  noteClassName,
  children,
}: UpgradeButtonProps) {
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={onUpgrade}
        loading={upgrading}
        loadingText="Opening checkout..."
        disabled={billingDisabled}
        aria-describedby={billingDisabled ? noteId : undefined}
      >
        {children}
      </Button>
      {billingDisabled && <BillingUnavailableNote id={noteId} className={noteClassName} />}
    </>
  );
}
