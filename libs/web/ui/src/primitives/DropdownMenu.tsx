import type { ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { cx } from '../cx';

export interface DropdownMenuProps {
  trigger: ReactNode;
  /** DropdownMenuItem, DropdownMenuLabel and DropdownMenuSeparator elements. */
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  label?: string;
  className?: string;
}

/** A menu button: arrow keys move, Enter picks, Escape closes and focus returns to the trigger. */
export function DropdownMenu({ trigger, children, align = 'end', label, className }: DropdownMenuProps) {
  return (
    // Not modal and not portalled: the page behind stays in the accessibility tree, and the menu stays
    // inside its landmark (the top bar), so screen-reader users keep their bearings.
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Content
        align={align}
        sideOffset={8}
        collisionPadding={12}
        aria-label={label}
        className={cx('sq-menu', className)}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Root>
  );
}

export interface DropdownMenuItemProps {
  children: ReactNode;
  onSelect?: () => void;
  /** Keeps the menu open after the item is chosen (a toggle whose effect the person should see). */
  keepOpen?: boolean;
  /** Renders the child (a router Link) as the item. */
  asChild?: boolean;
}

export function DropdownMenuItem({ children, onSelect, keepOpen, asChild }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className="sq-menu__item"
      onSelect={(event) => {
        if (keepOpen) event.preventDefault();
        onSelect?.();
      }}
      asChild={asChild}
    >
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className="sq-menu__label">{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="sq-menu__separator" />;
}
