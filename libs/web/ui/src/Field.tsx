import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { ControlNote } from './ControlNote';
import { ErrorText } from './ErrorText';
import { Label } from './Input';

interface ControlProps {
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The single control; it receives id, invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  /** Shown under the control, right-aligned, e.g. a character counter. */
  aside?: ReactNode;
  error?: string | null;
}

export function Field({ label, children, hint, aside, error }: FieldProps) {
  const autoId = useId();
  const id = children.props.id ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const asideId = aside ? `${id}-aside` : undefined;
  const describedBy = [hintId, asideId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, invalid: Boolean(error) || children.props.invalid, 'aria-describedby': describedBy })
    : children;

  return (
    <div className="sq-field">
      <Label htmlFor={id}>{label}</Label>
      {control}
      {(hint || aside) && (
        <div className="sq-field__meta">
          <ControlNote id={hintId} className="sq-field__hint" text={hint} />
          <ControlNote id={asideId} className="sq-field__aside" text={aside} />
        </div>
      )}
      <ErrorText id={errorId} className="sq-field__error">
        {error}
      </ErrorText>
    </div>
  );
}
