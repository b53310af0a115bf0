import { Button, type ButtonProps } from '@blueprintjs/core';
import { useRef, type ChangeEvent } from 'react';

/** Props of {@link FileButton}. */
export interface FileButtonProps extends Pick<ButtonProps, 'icon' | 'intent' | 'disabled' | 'fill'> {
  /** The button's text, which also names the file input. */
  text: string;
  /** File types the chooser offers, as the input's `accept`. */
  accept?: string;
  /** Called with the chosen file; the input is cleared, so the same file can be chosen again. */
  onFile: (file: File) => void;
}

/**
 * A button that opens the browser's file chooser. Blueprint's FileInput truncates its button to a
 * few characters and brings English defaults ("Choose file...", "Browse"); this is one ordinary
 * button, reached and operated by keyboard like any other.
 */
export function FileButton({ text, accept, onFile, ...buttonProps }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file !== undefined) onFile(file);
  };
  return (
    <>
      <Button {...buttonProps} text={text} onClick={() => input.current?.click()} />
      <input ref={input} type="file" hidden accept={accept} aria-label={text} tabIndex={-1} onChange={choose} />
    </>
  );
}
