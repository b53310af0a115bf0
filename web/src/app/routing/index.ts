/**
 * The router wiring, what the app shell starts: the route table over the store's session and the
 * build's page registry. Above pages and layouts, which it mounts; nothing below imports it.
 */
export { type AppRouterOptions, createAppRouter } from './router';
export { AppRouterProvider, subscribeNavigationSettled } from './app-router-provider';
export { findPage, pageNames } from './page-registry';
