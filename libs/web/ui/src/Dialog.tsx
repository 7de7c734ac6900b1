import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './cx';
import { CloseIcon } from './icons';
import { useFocusTrap } from './useFocusTrap';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Dialog({ open, onClose, title, description, children, footer, size = 'md', className }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // The page behind a modal must not scroll under the user's finger.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="sq-dialog-root">
      <div className="sq-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('sq-dialog', `sq-dialog--${size}`, className)}
      >
        <header className="sq-dialog__header">
          <h2 id={titleId} className="sq-dialog__title">{title}</h2>
          {description && <p id={descriptionId} className="sq-dialog__description">{description}</p>}
        </header>
        {children && <div className="sq-dialog__body">{children}</div>}
        {footer && <footer className="sq-dialog__footer">{footer}</footer>}
        <button type="button" className="sq-icon-close" onClick={onClose} aria-label="Close">
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
