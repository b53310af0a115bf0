import { useMediaQuery } from '@/lib/use-media-query';

/**
 * Below 768 px wide the main layout is the phone layout: the sidebar is a drawer and the header
 * folds its items into one menu. The CSS media queries of the layout and the pages use the same
 * bound (`max-width: 767.98px`).
 */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

/** Whether the window is narrow enough for the phone layout (see {@link PHONE_MEDIA_QUERY}). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY);
}
