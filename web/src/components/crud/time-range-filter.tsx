import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { type RangeEnd, fromLocalInput, toLocalInput } from './time-range';
import './crud.css';

/** Props of `TimeRangeFilter`. */
export interface TimeRangeFilterProps {
  /** The instants the list was last loaded with (ISO; `undefined` for an open end). */
  value: { from?: string; to?: string };
  /** Called with the end the user set (or cleared) once they leave it or press Enter. */
  onChange: (change: { from?: string } | { to?: string }) => void;
  /** The accessible names of the range and its two fields, and the word between them. */
  texts: { range: string; from: string; to: string; rangeTo: string };
}

/** One end of the range: a `datetime-local` field that applies what it holds when left or on Enter. */
function RangeEndField({
  end,
  instant,
  label,
  onChange,
}: {
  end: RangeEnd;
  instant: string | undefined;
  label: string;
  onChange: TimeRangeFilterProps['onChange'];
}) {
  const shown = toLocalInput(instant);
  const [draft, setDraft] = useState(shown);
  // Follows the loaded range during render, not in an effect, as `SearchField` does (a kept-alive
  // page runs its effects again when shown, which would wipe what was typed before it hid).
  const [loaded, setLoaded] = useState(shown);
  if (loaded !== shown) {
    setLoaded(shown);
    setDraft(shown);
  }
  const apply = () => {
    const next = fromLocalInput(draft, end);
    // An incomplete value applies nothing: the field shows it until it is finished or cleared.
    if (draft !== '' && next === undefined) return;
    if (next !== instant) onChange(end === 'from' ? { from: next } : { to: next });
  };
  return (
    <InputGroup
      type="datetime-local"
      className="app-time-range__field"
      aria-label={label}
      title={label}
      data-empty={draft === '' || undefined}
      value={draft}
      onValueChange={setDraft}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

/**
 * A from/to filter of instants, shown and typed in the browser's time zone to the minute; the list
 * gets ISO instants, an end's minute taken in whole.
 */
export function TimeRangeFilter({ value, onChange, texts }: TimeRangeFilterProps) {
  return (
    <div className="app-time-range" role="group" aria-label={texts.range}>
      <RangeEndField end="from" instant={value.from} label={texts.from} onChange={onChange} />
      <span aria-hidden>{texts.rangeTo}</span>
      <RangeEndField end="to" instant={value.to} label={texts.to} onChange={onChange} />
    </div>
  );
}
