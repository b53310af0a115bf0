/// <reference types="@rsbuild/core/types" />
import faviconUrl from './favicon.svg?url';

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** Width and height in CSS pixels. */
  size: number;
}

/**
 * The site's logo: a hashed, immutably cached file, fetched once. The tab's icon is the same
 * drawing, written into the page itself (`scripts/build/site-head.ts`).
 */
export function BrandLogo({ size }: BrandLogoProps) {
  return <img src={faviconUrl} alt="" width={size} height={size} />;
}
