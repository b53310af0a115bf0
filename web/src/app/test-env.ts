/**
 * Run before every web test file (jest.config.js): react-router needs `TextEncoder`, which jsdom
 * lacks, and the assertions use jest-dom's matchers.
 */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// `npm run test:late-frames` delays every animation frame, as a loaded machine does, to find the
// tests that press a key or click before a frame's work (Blueprint moves the focus into an
// overlay in one) has happened: CI's two cores found such races where a fast machine did not.
const frameDelay = Number(process.env.FRAME_DELAY_MS ?? 0);
if (frameDelay > 0 && typeof window !== 'undefined') {
  Object.assign(window, {
    requestAnimationFrame: (frame: FrameRequestCallback) =>
      window.setTimeout(() => frame(performance.now()), frameDelay),
  });
}
