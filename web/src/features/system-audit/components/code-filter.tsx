import { HTMLSelect } from '@blueprintjs/core';

/** Props of `CodeFilter`. */
export interface CodeFilterProps<Code extends string> {
  /** The select's accessible name. */
  label: string;
  /** The first option, which filters nothing. */
  anyText: string;
  /** The codes offered, in order. */
  codes: readonly Code[];
  /** Each code's text. */
  texts: Readonly<Record<Code, string>>;
  /** The code filtered by; `undefined` for any. */
  value: Code | undefined;
  onChange: (code: Code | undefined) => void;
}

/** A select of one of a contract enum's codes (an operation, a result, an event), or any. */
export function CodeFilter<Code extends string>({
  label,
  anyText,
  codes,
  texts,
  value,
  onChange,
}: CodeFilterProps<Code>) {
  return (
    <HTMLSelect
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        onChange(codes.find((code) => code === picked));
      }}
      options={[{ value: '', label: anyText }, ...codes.map((code) => ({ value: code, label: texts[code] }))]}
    />
  );
}
