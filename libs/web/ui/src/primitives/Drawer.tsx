import type { ReactElement } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { ignoreToasts } from './outside';

export interface DrawerProps {
  /** False renders the child as it is (a desktop sidebar); true makes it a modal drawer. */
  modal: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One element (an aside) that becomes the dialog; put a DrawerTitle inside it. */
  children: ReactElement;
  overlayClassName?: string;
}

/** An off-canvas panel: focus trapped inside, Escape and the backdrop close it, focus returns to the toggle. */
export function Drawer({ modal, open, onOpenChange, children, overlayClassName }: DrawerProps) {
  if (!modal) return children;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Overlay className={`sq-backdrop ${overlayClassName ?? ''}`} />
      <RadixDialog.Content asChild aria-describedby={undefined} onInteractOutside={ignoreToasts}>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}

/** The drawer's accessible name, read by screen readers only. */
export function DrawerTitle({ children }: { children: string }) {
  return <RadixDialog.Title className="sq-visually-hidden">{children}</RadixDialog.Title>;
}
