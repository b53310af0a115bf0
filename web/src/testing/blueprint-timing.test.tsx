import { Button, Dialog } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { escapeOverlay } from './blueprint-timing';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button text="open" onClick={() => setOpen(true)} />
      <Dialog isOpen={open} title="dialog" onClose={() => setOpen(false)} transitionDuration={0} />
    </>
  );
}

describe('escapeOverlay', () => {
  afterEach(() => jest.restoreAllMocks());

  it('closes a dialog whose focus arrives frames after it opened', async () => {
    // The frame in which Blueprint moves the focus inside comes 200 ms late, as on a loaded machine.
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((frame) => window.setTimeout(() => frame(performance.now()), 200));
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await escapeOverlay(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
