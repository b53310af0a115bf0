import { messages } from '@/i18n';

/**
 * Names a Blueprint dialog's close button from the catalogue: Blueprint names it "Close" with no
 * prop to change it, and React leaves the attribute alone while its own value stays the same.
 */
export function nameDialogClose(dialog: HTMLElement): void {
  dialog.querySelector('.bp6-dialog-close-button')?.setAttribute('aria-label', messages.a11y.close);
}
