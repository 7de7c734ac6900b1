import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cx } from '../cx';
import { ignoreToasts } from './outside';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A modal in the quest theme. Radix brings the focus trap, Escape, scroll lock and aria wiring. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="sq-backdrop sq-dialog-overlay" />
        <div className="sq-dialog-root">
          <RadixDialog.Content
            className={cx('sq-dialog', `sq-dialog--${size}`, className)}
            onInteractOutside={ignoreToasts}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <header className="sq-dialog__header">
              <RadixDialog.Title className="sq-dialog__title">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="sq-dialog__description">{description}</RadixDialog.Description>
              )}
            </header>
            {children && <div className="sq-dialog__body">{children}</div>}
            {footer && <footer className="sq-actions sq-dialog__footer">{footer}</footer>}
            <RadixDialog.Close className="sq-icon-close" aria-label="Close">
              <XIcon size={18} aria-hidden="true" />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog; renders its child (a Button) as the control. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
