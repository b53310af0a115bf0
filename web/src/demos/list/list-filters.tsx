import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { demoList } from '@/i18n/page-messages';
import { STATUSES, emptyFilters, followFilters, isStatus, type ListFilters } from './list-query';

const texts = demoList;

/** Props of {@link ListFiltersForm}. */
export interface ListFiltersFormProps {
  /** The filters in force (the form starts from them). */
  value: ListFilters;
  /** Called on submit and on reset with the filters to apply. */
  onApply: (filters: ListFilters) => void;
  /** Called with the trimmed keyword on every keystroke (the list debounces it). @default none */
  onType?: (keyword: string | undefined) => void;
  /** Whether to offer the status and date range fields. @default true */
  full?: boolean;
}

const statusOptions = [
  { value: '', label: texts.filters.anyStatus },
  ...STATUSES.map((status) => ({ value: status, label: texts.status[status] })),
];

/**
 * The search form: keyword, and optionally status and creation date range. It follows the filters
 * in force when they change elsewhere (back button, a link), keeping what is not applied yet.
 */
export function ListFiltersForm({ value, onApply, onType, full = true }: ListFiltersFormProps) {
  const [draft, setDraft] = useState(value);
  const applied = useRef(value);
  const { queryValue, status, startDate, endDate } = value;
  useEffect(() => {
    const before = applied.current;
    applied.current = { queryValue, status, startDate, endDate };
    setDraft((current) => followFilters(current, before, applied.current));
  }, [queryValue, status, startDate, endDate]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft(emptyFilters);
    onApply(emptyFilters);
  };
  return (
    <form className="demo-page__row" role="search" onSubmit={submit}>
      <FormGroup label={texts.filters.keyword} labelFor="list-keyword">
        <InputGroup
          id="list-keyword"
          leftIcon="search"
          maxLength={64}
          placeholder={texts.filters.keywordPlaceholder}
          value={draft.queryValue}
          onValueChange={(typed) => {
            setDraft({ ...draft, queryValue: typed });
            onType?.(typed.trim() || undefined);
          }}
        />
      </FormGroup>
      {full && (
        <>
          <FormGroup label={texts.filters.status} labelFor="list-status">
            <HTMLSelect
              id="list-status"
              value={draft.status}
              options={statusOptions}
              onChange={(event) => {
                const status = event.currentTarget.value;
                setDraft({ ...draft, status: isStatus(status) ? status : '' });
              }}
            />
          </FormGroup>
          {(['startDate', 'endDate'] as const).map((key) => (
            <FormGroup key={key} label={texts.filters[key]} labelFor={`list-${key}`}>
              <InputGroup
                id={`list-${key}`}
                type="date"
                data-empty={draft[key] === '' || undefined}
                value={draft[key]}
                onValueChange={(date) => setDraft({ ...draft, [key]: date })}
              />
            </FormGroup>
          ))}
        </>
      )}
      <FormGroup>
        <Button type="submit" intent="primary" icon="search" text={texts.filters.search} />
      </FormGroup>
      <FormGroup>
        <Button icon="reset" text={texts.filters.reset} onClick={reset} />
      </FormGroup>
    </form>
  );
}
