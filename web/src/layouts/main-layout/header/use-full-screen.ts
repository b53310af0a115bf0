import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { fullScreenChanged, selectFullScreen } from '@/features/layout';

/** What {@link useFullScreen} answers. */
export interface FullScreen {
  /** The browser offers the Fullscreen API (old browsers do not: the button hides). */
  supported: boolean;
  /** The page is full screen now. */
  active: boolean;
  /** Enters or leaves full screen. */
  toggle: () => void;
}

const isSupported = (): boolean =>
  typeof document !== 'undefined' &&
  document.fullscreenEnabled === true &&
  typeof document.documentElement.requestFullscreen === 'function';

/**
 * The browser's full-screen state, kept in the store (`layout/fullScreenChanged`) whichever way it
 * changes: this button, Esc or F11's exit.
 */
export function useFullScreen(): FullScreen {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectFullScreen);
  const supported = isSupported();

  useEffect(() => {
    if (!supported) return undefined;
    const onChange = () => dispatch(fullScreenChanged(document.fullscreenElement !== null));
    document.addEventListener('fullscreenchange', onChange);
    onChange();
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [dispatch, supported]);

  const toggle = useCallback(() => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    request.catch((error: unknown) => console.error('Full screen refused', error));
  }, []);

  return { supported, active, toggle };
}
