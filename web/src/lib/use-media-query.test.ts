import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

/** A `matchMedia` whose one query's answer the test sets, telling its listeners. */
function installMatchMedia(initial: boolean): { set: (matches: boolean) => void } {
  let matches = initial;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => list });
  return {
    set: (next) => {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('useMediaQuery', () => {
  it('answers false where the browser has no matchMedia', () => {
    const { result } = renderHook(() => useMediaQuery('(max-width: 767.98px)'));
    expect(result.current).toBe(false);
  });

  it('follows the query as the window crosses it', () => {
    const media = installMatchMedia(true);
    const { result } = renderHook(() => useMediaQuery('(max-width: 767.98px)'));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
  });
});
