import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

export interface PopoverProps {
  /** Renders the trigger; spread the given props onto the button. */
  trigger: (props: {
    onClick: () => void;
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-haspopup': 'dialog' | 'menu';
  }) => ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  side?: 'bottom' | 'top' | 'right';
  align?: 'start' | 'end';
  role?: 'dialog' | 'menu';
  label?: string;
  className?: string;
}

export function Popover({ trigger, children, side = 'bottom', align = 'start', role = 'dialog', label, className }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      rootRef.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="sq-popover" ref={rootRef}>
      {trigger({ onClick: () => setOpen((v) => !v), 'aria-expanded': open, 'aria-controls': panelId, 'aria-haspopup': role })}
      {open && (
        <div
          id={panelId}
          role={role}
          aria-label={label}
          className={cx('sq-popover__panel', `sq-popover__panel--${side}`, `sq-popover__panel--${align}`, className)}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
}
