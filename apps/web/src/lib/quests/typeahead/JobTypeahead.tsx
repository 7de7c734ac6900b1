import { useRef, useState } from 'react';
import { cx } from '@sidequest/web-ui';
import type { JobTypeaheadProps } from './typeahead-props';

export type { JobTypeaheadProps };

type ComboboxModule = typeof import('./JobCombobox');
let loaded: ComboboxModule | null = null;

/**
 * A job field with occupation suggestions. It is a plain input until it is first focused; the combobox
 * (downshift and the search call) loads then, takes the input's place and keeps its focus and caret.
 */
export function JobTypeahead(props: JobTypeaheadProps) {
  const [combobox, setCombobox] = useState<ComboboxModule | null>(loaded);
  const plain = useRef<HTMLInputElement | null>(null);

  if (combobox) return <combobox.JobCombobox {...props} takeOverFrom={plain} />;

  const load = () =>
    void import('./JobCombobox')
      .then((module) => {
        loaded = module;
        setCombobox(module);
      })
      .catch(() => undefined); // offline or a failed chunk: the field stays a plain input

  const {
    ref,
    invalid,
    multiple: _multiple,
    listLabel: _listLabel,
    onPick: _onPick,
    onValueChange,
    className,
    onFocus,
    ...rest
  } = props;
  return (
    <input
      ref={(node) => {
        plain.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      className={cx('sq-input', className)}
      autoComplete="off"
      aria-invalid={invalid || undefined}
      {...rest}
      onChange={(e) => onValueChange(e.target.value)}
      onFocus={(e) => {
        load();
        onFocus?.(e);
      }}
    />
  );
}
