import { useEffect, useRef, useState } from 'react';
import type { MapLayers } from '@/demos/maps';
import { errorMessage } from '@/lib/error-message';
import type { LibraryMapProps } from './library-map-page';

/** How one library builds, shows layers on and tears down its map. */
export interface MapAdapter<Map> {
  /**
   * Builds the map in `element`. `shown` answers the layers as they are when it is called, for
   * handlers that run after mount (a style that loads later); `onError` takes a later failure;
   * `onDrawn` is called once the map has first drawn its layers (clicks on it work from then on).
   */
  create: (
    element: HTMLDivElement,
    events: { shown: () => MapLayers; onError: (message: string) => void; onDrawn: () => void },
  ) => Map;
  /** Shows or hides the layers; called after `create` and on every change of the switches. */
  show: (map: Map, layers: MapLayers) => void;
  /** Frees the map when the page unmounts. */
  destroy: (map: Map) => void;
}

/**
 * Mounts a library's map into the element given the answered props: builds it once (a failure goes
 * to `onError` instead of breaking the page), follows the layer switches, and frees it on unmount.
 * `adapter` must keep its identity (a module constant), as the map is built once per `onError`.
 * Answers the element's `ref` and its `aria-busy`, true until the map has first drawn: assistive
 * technology and tests then know when the map answers clicks.
 */
export function useLibraryMap<Map>(adapter: MapAdapter<Map>, { layers, onError }: LibraryMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<Map | null>(null);
  const shown = useRef(layers);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (element.current === null) return undefined;
    try {
      map.current = adapter.create(element.current, {
        shown: () => shown.current,
        onError,
        onDrawn: () => setDrawn(true),
      });
    } catch (error) {
      onError(errorMessage(error));
    }
    return () => {
      if (map.current !== null) adapter.destroy(map.current);
      map.current = null;
    };
  }, [adapter, onError]);

  useEffect(() => {
    shown.current = layers;
    if (map.current !== null) adapter.show(map.current, layers);
  }, [adapter, layers]);

  return { ref: element, 'aria-busy': !drawn };
}
