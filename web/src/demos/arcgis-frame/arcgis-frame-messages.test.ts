import { envelope, readFrameMessage, readLayersMessage } from './arcgis-frame-messages';

describe('ArcGIS frame messages', () => {
  it('reads what the frame and the app send each other, through the envelope', () => {
    expect(readFrameMessage(envelope({ kind: 'ready' }))).toEqual({ kind: 'ready' });
    expect(readFrameMessage(envelope({ kind: 'error', message: 'no WebGL' }))).toEqual({
      kind: 'error',
      message: 'no WebGL',
    });
    const layers = { countries: false, markers: true };
    expect(readLayersMessage(envelope({ kind: 'layers', layers }))).toEqual({ kind: 'layers', layers });
  });

  it('ignores other channels, other kinds and malformed messages', () => {
    expect(readFrameMessage({ channel: 'demo-code-sandbox', message: { kind: 'ready' } })).toBeNull();
    expect(readFrameMessage(envelope({ kind: 'layers', layers: { countries: true, markers: true } }))).toBeNull();
    expect(readFrameMessage({ channel: 'demo-arcgis', message: { kind: 'error', message: 42 } })).toBeNull();
    expect(readLayersMessage(envelope({ kind: 'ready' }))).toBeNull();
    expect(
      readLayersMessage({
        channel: 'demo-arcgis',
        message: { kind: 'layers', layers: { countries: 'yes', markers: true } },
      }),
    ).toBeNull();
    expect(readLayersMessage('ready')).toBeNull();
    expect(readLayersMessage(null)).toBeNull();
  });
});
