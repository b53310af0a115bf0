import { OverlaysProvider } from '@blueprintjs/core';
import { act, render, screen } from '@testing-library/react';
import { messages } from '@/i18n';
import { FormDialog } from './form-dialog';

/**
 * Renders an open dialog with two fields. The clock is jest's, so the opening transition ends (and
 * the dialog's `onOpened` runs) only when the test says so, however busy the machine is.
 */
function renderOpen() {
  jest.useFakeTimers();
  render(
    <OverlaysProvider>
      <FormDialog title="新建" isOpen onClose={jest.fn()} onSubmit={jest.fn()}>
        <input aria-label="first" />
        <input aria-label="second" />
      </FormDialog>
    </OverlaysProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: '新建' });
  const transitionEnds = () => act(() => jest.advanceTimersByTime(1000));
  // Set in `onOpened`: the sign that the opening has finished.
  const opened = () =>
    dialog.querySelector('.bp6-dialog-close-button')?.getAttribute('aria-label') === messages.a11y.close;
  return { transitionEnds, opened };
}

describe('FormDialog', () => {
  afterEach(() => jest.useRealTimers());

  it('puts the focus on the first field once it has opened', () => {
    const { transitionEnds, opened } = renderOpen();
    transitionEnds();
    expect(opened()).toBe(true);
    expect(screen.getByRole('textbox', { name: 'first' })).toHaveFocus();
  });

  it('leaves the focus in the field the user went to while it was opening (typing there must not move to the first field)', () => {
    const { transitionEnds, opened } = renderOpen();
    act(() => screen.getByRole('textbox', { name: 'second' }).focus());
    expect(opened()).toBe(false);
    transitionEnds();
    expect(opened()).toBe(true);
    expect(screen.getByRole('textbox', { name: 'second' })).toHaveFocus();
  });
});
