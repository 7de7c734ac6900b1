import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled value; leave undefined to let Tabs own it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  label?: string;
  className?: string;
}

/** Roving arrow keys, Home/End and the tab/tabpanel wiring come from Radix (automatic activation). */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.id) : undefined}
      onValueChange={onValueChange}
      className={cx('sq-tabs', className)}
    >
      <RadixTabs.List aria-label={label} className="sq-tabs__list">
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className="sq-tabs__tab">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className="sq-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
