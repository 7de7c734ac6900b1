import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { CheckIcon } from 'lucide-react';
import { cx } from '../cx';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled checkbox (a quest step, a setting); Space toggles it. */
export function Checkbox({ checked, onCheckedChange, label, id, disabled, className }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <div className={cx('sq-checkbox', className)}>
      <RadixCheckbox.Root
        id={controlId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="sq-checkbox__box"
      >
        <RadixCheckbox.Indicator className="sq-checkbox__indicator">
          <CheckIcon size={14} strokeWidth={3} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={controlId} className="sq-checkbox__label">
        {label}
      </label>
    </div>
  );
}
