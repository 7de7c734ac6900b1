import type { InputHTMLAttributes, Ref } from 'react';
import type { OccupationSearchHit } from '@sidequest/contracts';

/** A job field with occupation suggestions (JobTypeahead, then JobCombobox once loaded). */
export interface JobTypeaheadProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'ref'> {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field lists several jobs, comma-separated: suggestions are for the one at the caret. */
  multiple?: boolean;
  /** The suggestion list's name, e.g. "Jobs like what you typed". */
  listLabel: string;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** A suggestion was picked (after the field took its title). */
  onPick?: (occupation: OccupationSearchHit) => void;
}
