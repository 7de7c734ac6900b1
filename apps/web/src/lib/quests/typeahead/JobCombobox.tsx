import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { cx } from '@sidequest/web-ui';
import { useDebouncedValue } from '../../useDebouncedValue';
import { useSearchOccupationsQuery, type OccupationSearchHit } from '../occupations-api';
import { replaceSegment, segmentAt, wholeValue } from './job-segment';
import type { JobTypeaheadProps } from './typeahead-props';
import './typeahead.css';

const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

const sameWords = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Downshift skips its own handler for this event: the pick (or the form's Enter) is ours. */
const handledHere = (event: { nativeEvent: Event }) =>
  void ((event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true);

function selectionIfFocused(input: HTMLInputElement | null | undefined): [number, number] | null {
  if (!input || document.activeElement !== input) return null;
  return [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length];
}

export interface JobComboboxProps extends JobTypeaheadProps {
  /** The plain input this takes the place of: its focus and selection carry over. */
  takeOverFrom?: RefObject<HTMLInputElement | null>;
}

/** The job field's combobox (ARIA 1.2, by downshift): the occupations matching the job at the caret. */
export function JobCombobox({
  id,
  value,
  onValueChange,
  multiple = false,
  listLabel,
  invalid,
  takeOverFrom,
  ref,
  className,
  onPick,
  ...rest
}: JobComboboxProps) {
  const input = useRef<HTMLInputElement | null>(null);
  // Read while rendering, before the commit removes it: keys typed while this loaded have reached it.
  const [placeCaret, setPlaceCaret] = useState(() => selectionIfFocused(takeOverFrom?.current));
  const [caret, setCaret] = useState(placeCaret?.[1] ?? value.length);
  const segment = multiple ? segmentAt(value, caret) : wholeValue(value);
  const term = useDebouncedValue(segment.text, DEBOUNCE_MS);
  const skip = term.length < MIN_CHARS || segment.text.length < MIN_CHARS;
  const { data, isFetching } = useSearchOccupationsQuery({ q: term }, { skip });
  // The list still answers earlier words: the words typed since have not been searched yet.
  const updating = !skip && (term !== segment.text || isFetching);
  const items = skip ? [] : (data?.results ?? []);

  // Focus and caret after the swap from the plain input, and after a pick.
  useLayoutEffect(() => {
    if (!placeCaret || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(...placeCaret);
    setPlaceCaret(null);
  }, [placeCaret]);

  // Typing reaches the parent from the input's own change event, at once; downshift reports its state
  // changes after rendering, too late for a controlled value under fast typing. Picks are made here too (Enter
  // and a click, below), from the list as rendered: downshift never replaces what was typed, not on Escape,
  // not on leaving the field.
  const stateReducer = (
    state: UseComboboxState<OccupationSearchHit>,
    { changes }: UseComboboxStateChangeOptions<OccupationSearchHit>,
  ): Partial<UseComboboxState<OccupationSearchHit>> => ({
    ...changes,
    inputValue: state.inputValue,
    selectedItem: null,
  });

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, closeMenu } =
    useCombobox<OccupationSearchHit>({
      id: `${id}-jobs`,
      inputId: id,
      items,
      inputValue: value,
      selectedItem: null,
      itemToString: (item) => item?.title ?? '',
      itemToKey: (item) => item?.code,
      stateReducer,
    });
  /**
   * A pick: the title in place of the job at the caret, the caret after it, ready for the next one. Enter takes
   * the option the person sees highlighted and a click the one clicked, from this render's list.
   */
  const pickShown = (item: OccupationSearchHit) => {
    const next = replaceSegment(value, segment, item.title);
    onValueChange(next.value);
    setCaret(next.caret);
    setPlaceCaret([next.caret, next.caret]);
    closeMenu();
    onPick?.(item);
  };
  // A job typed whole ("vet", "game designer") needs no list over the fields below it, unless asked for by arrow.
  const settled = items.length > 0 && [items[0].title, items[0].matched].some((name) => sameWords(name, segment.text));
  const open = isOpen && items.length > 0 && (!settled || highlightedIndex >= 0);
  const trackCaret = (el: HTMLInputElement) => setCaret(el.selectionStart ?? el.value.length);

  return (
    <div className="job-typeahead">
      <input
        {...getInputProps({
          ...rest,
          ref: (node: HTMLInputElement | null) => {
            input.current = node;
            if (typeof ref === 'function') return ref(node);
            if (ref) ref.current = node;
          },
          className: cx('sq-input', className),
          'aria-invalid': invalid || undefined,
          'aria-expanded': open,
          'aria-labelledby': undefined,
          onChange: (e) => {
            onValueChange(e.currentTarget.value);
            trackCaret(e.currentTarget);
          },
          onSelect: (e) => trackCaret(e.currentTarget),
          // Enter picks the highlighted suggestion here; with none chosen it sends the form (downshift would swallow it).
          onKeyDown: (e) => {
            if (e.key !== 'Enter') return;
            const shown = open && highlightedIndex >= 0 ? items[highlightedIndex] : undefined;
            handledHere(e);
            if (!shown) return;
            e.preventDefault();
            pickShown(shown);
          },
        })}
      />
      <ul
        {...getMenuProps({
          'aria-label': listLabel,
          className: 'job-typeahead__list',
          hidden: !open,
          'aria-busy': updating,
          // A scrolling list is a tab stop in Chromium; the focus stays in the field (arrow keys move in the list).
          tabIndex: -1,
        })}
      >
        {open &&
          items.map((item, index) => (
            <li
              key={item.code}
              className={cx('job-typeahead__option', highlightedIndex === index && 'job-typeahead__option--active')}
              {...getItemProps({
                item,
                index,
                // A click picks the option clicked, as rendered (as Enter does the highlighted one).
                onClick: (e) => {
                  handledHere(e);
                  pickShown(item);
                },
              })}
            >
              <span className="job-typeahead__title">{item.title}</span>
              {item.matched.toLowerCase() !== item.title.toLowerCase() && (
                <span className="job-typeahead__matched">
                  <span className="sq-visually-hidden">, </span>matches “{item.matched}”
                </span>
              )}
            </li>
          ))}
      </ul>
      <p className="sq-visually-hidden" role="status">
        {open ? `${items.length} ${items.length === 1 ? 'job' : 'jobs'} found, use the arrow keys to choose` : ''}
      </p>
    </div>
  );
}
