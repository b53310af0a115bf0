import { act, render, screen } from '@testing-library/react';
import { ALL_LAYERS } from '@/demos/maps';
import { type MapAdapter, useLibraryMap } from './use-library-map';

/** A library stand-in that hands its `onDrawn` out, to be called when the test says it has drawn. */
function standIn() {
  const drawn: (() => void)[] = [];
  const adapter: MapAdapter<object> = {
    create: (_element, { onDrawn }) => {
      drawn.push(onDrawn);
      return {};
    },
    show: () => undefined,
    destroy: () => undefined,
  };
  function StandInMap() {
    return <div data-testid="map" {...useLibraryMap(adapter, { layers: ALL_LAYERS, onError: () => undefined })} />;
  }
  return { drawn, StandInMap };
}

describe('useLibraryMap', () => {
  it('marks the map busy until the library says it has drawn', () => {
    const { drawn, StandInMap } = standIn();
    render(<StandInMap />);
    expect(screen.getByTestId('map')).toHaveAttribute('aria-busy', 'true');
    act(() => drawn.forEach((onDrawn) => onDrawn()));
    expect(screen.getByTestId('map')).toHaveAttribute('aria-busy', 'false');
  });
});
