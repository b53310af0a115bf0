/** The back-to-top button demo. */
export { BackToTop, type BackToTopProps } from './back-to-top';
