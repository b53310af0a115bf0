import { render } from '@testing-library/react';
import { Watermark } from './watermark';

const mark = () => document.querySelector<HTMLElement>('body > .app-watermark');

describe('Watermark', () => {
  it('covers the window above everything, lets clicks through and hides from assistive technology', () => {
    const { unmount } = render(<Watermark lines={['李明 staff', '2026/11/09']} theme="light" />);
    const element = mark()!;
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.style.position).toBe('fixed');
    expect(element.style.pointerEvents).toBe('none');
    expect(Number(element.style.zIndex)).toBeGreaterThan(1000);
    expect(decodeURIComponent(element.style.backgroundImage)).toContain('李明 staff');
    unmount();
    expect(mark()).toBeNull();
  });

  it('draws anew, one element still, when the text or the theme changes', () => {
    const { rerender, unmount } = render(<Watermark lines={['a']} theme="light" />);
    const light = mark()!.style.backgroundImage;
    rerender(<Watermark lines={['a']} theme="dark" />);
    expect(document.querySelectorAll('.app-watermark')).toHaveLength(1);
    expect(mark()!.style.backgroundImage).not.toBe(light);
    rerender(<Watermark lines={['b']} theme="dark" />);
    expect(decodeURIComponent(mark()!.style.backgroundImage)).toContain('>b<');
    unmount();
  });
});
