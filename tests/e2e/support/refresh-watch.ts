import type { Page, Response } from 'playwright-core';

/** Whether `response` answers a token refresh. */
export const isRefresh = (response: Response) => new URL(response.url()).pathname.endsWith('/pub/refresh-token');

/** Every path the page's main frame shows from now on, and every refresh answer's status it got. */
export function watch(page: Page) {
  const paths: string[] = [];
  const refreshes: number[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  page.on('response', (response) => {
    if (isRefresh(response)) refreshes.push(response.status());
  });
  return { paths, refreshes };
}
