import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackToTop } from './back-to-top';
import { findScrollContainer } from './scroll-container';

describe('findScrollContainer', () => {
  it('finds the nearest ancestor that scrolls vertically', () => {
    document.body.innerHTML =
      '<div id="outer" style="overflow-y: scroll"><div id="pane" style="overflow-y: auto"><p id="leaf"></p></div></div>';
    expect(findScrollContainer(document.getElementById('leaf') as Element)).toBe(document.getElementById('pane'));
  });

  it('falls back to the window when nothing scrolls', () => {
    document.body.innerHTML = '<div style="overflow: hidden"><p id="leaf"></p></div>';
    expect(findScrollContainer(document.getElementById('leaf') as Element)).toBe(window);
  });
});

/** Renders the button in a scrolling pane whose `scrollTo` is recorded; answers the pane and the record. */
function renderInPane() {
  document.body.innerHTML = '';
  render(
    <div data-testid="pane" style={{ overflowY: 'auto' }}>
      <BackToTop threshold={100} label="返回顶部" />
    </div>,
  );
  const pane = screen.getByTestId('pane');
  const scrollTo = jest.fn();
  pane.scrollTo = scrollTo as typeof pane.scrollTo;
  return { pane, scrollTo };
}

/** Scrolls `pane` to `top` as a user would, so the button hears of it. */
function scrollPane(pane: HTMLElement, top: number) {
  pane.scrollTop = top;
  fireEvent.scroll(pane);
}

describe('BackToTop', () => {
  it('appears past the threshold of its scrolling pane and scrolls that pane to the top', async () => {
    const { pane, scrollTo } = renderInPane();
    expect(screen.queryByRole('button', { name: '返回顶部' })).not.toBeInTheDocument();

    scrollPane(pane, 150);
    await userEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollPane(pane, 50);
    expect(screen.queryByRole('button', { name: '返回顶部' })).not.toBeInTheDocument();
  });

  it('scrolls to the top at once for a user who asked the system for less motion', async () => {
    const query = '(prefers-reduced-motion: reduce)';
    window.matchMedia = ((asked: string) => ({
      matches: asked === query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const { pane, scrollTo } = renderInPane();
      scrollPane(pane, 150);
      await userEvent.click(screen.getByRole('button', { name: '返回顶部' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
