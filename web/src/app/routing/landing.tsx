import { useEffect } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { PageFallback } from '@/components/page-fallback/page-fallback';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { LandingData } from './route-access';

/** Runs a callback once what the page rendered is on screen; answers a cancel. */
export type AfterPaint = (run: () => void) => () => void;

/**
 * Goes on from `/` once the session load has ended, to where `data` leads, after the frame that
 * paints the sidebar's entries, so the landing page's routing does not hold that paint back.
 * Answers a cancel, for a user who leaves `/` meanwhile.
 */
export function followLanding(
  { landing }: LandingData,
  navigate: (path: string) => unknown,
  afterPaint: AfterPaint,
): () => void {
  let cancelPaintWait: (() => void) | undefined;
  let cancelled = false;
  void landing.then((path) => {
    if (!cancelled) cancelPaintWait = afterPaint(() => navigate(path));
  });
  return () => {
    cancelled = true;
    cancelPaintWait?.();
  };
}

/**
 * `/` while its landing is still to come (`landingLoader` committed the shell before the menu):
 * the page area's fallback, then on to the landing page, or to Login when the load failed.
 */
export function Landing() {
  const data = useLoaderData() as LandingData | null;
  const navigate = useNavigate();
  useEffect(
    () => (data ? followLanding(data, (path) => navigate(path, { replace: true }), afterNextPaint) : undefined),
    [data, navigate],
  );
  return <PageFallback />;
}
