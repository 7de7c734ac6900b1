import { useId, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { ControlNote } from '../ControlNote';
import { cx } from '../cx';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** Read after the label, e.g. what turning it on does. */
  description?: ReactNode;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled on/off switch (a setting that takes effect on save); Space toggles it. */
export function Switch({ checked, onCheckedChange, label, description, id, disabled, className }: SwitchProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={cx('sq-switch', className)}>
      <RadixSwitch.Root
        id={controlId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={descriptionId}
        className="sq-switch__track"
      >
        <RadixSwitch.Thumb className="sq-switch__thumb" />
      </RadixSwitch.Root>
      <span className="sq-switch__text">
        <label htmlFor={controlId} className="sq-switch__label">
          {label}
        </label>
        <ControlNote id={descriptionId} className="sq-switch__description" text={description} />
      </span>
    </div>
  );
}
