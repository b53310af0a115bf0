import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import * as pageTexts from '@/i18n/page-messages';
import './crud.css';

const crudTexts = pageTexts.crud;

/** Props of `SearchField`. */
export interface SearchFieldProps {
  /** The keyword (a list query's `queryValue`) the list was last loaded with. */
  value: string | undefined;
  /** Called with the trimmed keyword on Enter or the search button; `undefined` when it is empty. */
  onSearch: (keyword: string | undefined) => void;
  /** Called the same way on every keystroke (the list debounces it). @default none */
  onType?: (keyword: string | undefined) => void;
  /** The hint, which is also the input's accessible name. @default '输入关键字搜索' */
  placeholder?: string;
}

/**
 * A keyword box that searches on Enter or its button, and tells each keystroke to `onType` (a list
 * loads once typing rests). It follows `value` when the list's keyword changes elsewhere (back
 * button, reset), not when the list caught up with what is typed (spaces being typed stay).
 */
export function SearchField({
  value = '',
  onSearch,
  onType,
  placeholder = crudTexts.searchPlaceholder,
}: SearchFieldProps) {
  const [draft, setDraft] = useState(value);
  // Follows the loaded keyword when it changes, during render rather than in an effect: effects run
  // again when a kept-alive page is shown again, which would wipe a keyword typed before it hid.
  const [loaded, setLoaded] = useState(value);
  if (loaded !== value) {
    setLoaded(value);
    setDraft((typed) => (typed.trim() === value ? typed : value));
  }
  return (
    <form
      className="app-search-field"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim() || undefined);
      }}
    >
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={draft}
        onValueChange={(typed) => {
          setDraft(typed);
          onType?.(typed.trim() || undefined);
        }}
        rightElement={<Button type="submit" variant="minimal" icon="arrow-right" aria-label={crudTexts.search} />}
      />
    </form>
  );
}
