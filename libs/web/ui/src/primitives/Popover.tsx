import type { ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { cx } from '../cx';
import { ignoreToasts } from './outside';

export interface PopoverProps {
  /** The button that opens it; rendered as the trigger itself (asChild). */
  trigger: ReactNode;
  children: ReactNode;
  side?: 'bottom' | 'top' | 'right' | 'left';
  align?: 'start' | 'center' | 'end';
  /** The panel's accessible name (it has role dialog). */
  label?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A non-modal panel anchored to its trigger; Escape and outside clicks close it and focus returns. */
export function Popover({
  trigger,
  children,
  side = 'bottom',
  align = 'start',
  label,
  open,
  onOpenChange,
  className,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      {/* Rendered in place (no portal) so the panel stays inside its landmark. */}
      <RadixPopover.Content
        side={side}
        align={align}
        sideOffset={8}
        collisionPadding={12}
        aria-label={label}
        className={cx('sq-popover__panel', className)}
        onInteractOutside={ignoreToasts}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Root>
  );
}

/** Closes the surrounding Popover; renders its child (a Button) as the control. */
export function PopoverClose({ children }: { children: ReactNode }) {
  return <RadixPopover.Close asChild>{children}</RadixPopover.Close>;
}
