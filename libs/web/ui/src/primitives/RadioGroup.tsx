import type { ReactNode } from 'react';
import { RadioGroup as RadixRadio } from 'radix-ui';
import { cx } from '../cx';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupProps {
  options: RadioOption[];
  value?: string;
  onValueChange: (value: string) => void;
  /** The group's accessible name. */
  label: string;
  name?: string;
  className?: string;
}

/** One choice out of a few (onboarding answers, plan options); arrow keys move between options. */
export function RadioGroup({ options, value, onValueChange, label, name, className }: RadioGroupProps) {
  return (
    <RadixRadio.Root
      value={value}
      onValueChange={onValueChange}
      aria-label={label}
      name={name}
      className={cx('sq-radio-group', className)}
    >
      {options.map((option) => (
        <label key={option.value} className="sq-radio">
          <RadixRadio.Item value={option.value} className="sq-radio__control">
            <RadixRadio.Indicator className="sq-radio__dot" />
          </RadixRadio.Item>
          <span className="sq-radio__label">{option.label}</span>
        </label>
      ))}
    </RadixRadio.Root>
  );
}
