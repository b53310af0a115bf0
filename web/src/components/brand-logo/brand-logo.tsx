/// <reference types="@rsbuild/core/types" />
import faviconDataUrl from './favicon.svg?inline';

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** Width and height in CSS pixels. */
  size: number;
}

/**
 * The site's logo, written into the script as a `data:` URL (1 KB): as a file it was fetched only
 * once the login page had rendered, a round trip after its scripts that held back the page's
 * largest paint. The tab's icon is the same drawing, written into the page (`scripts/build/site-head.ts`).
 */
export function BrandLogo({ size }: BrandLogoProps) {
  return <img src={faviconDataUrl} alt="" width={size} height={size} />;
}
