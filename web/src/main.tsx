// The part of Blueprint's styles the first screen draws; lib/blueprint-styles.ts loads the rest.
import '@blueprintjs/core/lib/css/blueprint.css?part=shell';
import { OverlaysProvider } from '@blueprintjs/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { siteConfig } from './config';
import { loadLanguage } from './i18n';
import { installIconLoader } from './app/icon-loader';
import { AppRouterProvider, createAppRouter, findPage, pageNames, subscribeNavigationSettled } from './app/routing';
import { menuNavigationSettled } from './features/menu';
import { makeStore } from './app/store';
import { ThemeSync } from './features/preferences';
import { registerServiceWorker } from './app/service-worker';
import { setNavigator } from './lib/navigation';
import './main.css';

// A task of its own for the store, the router and the render: after the entry's evaluation, one
// long task would block input for all of them at once.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The store, the router and every render read the catalogue: the chosen language is in place first.
void loadLanguage().then(async () => {
  await nextTask();
  installIconLoader();
  const store = makeStore();
  await nextTask();
  const router = createAppRouter(store, { findPage, pages: pageNames() });
  const subscriptions = [
    // A loader's redirect keeps the navigation going; only its end lets the next one check the menu.
    (r: typeof router) => subscribeNavigationSettled(r, () => menuNavigationSettled(store)),
  ];
  setNavigator((path) => router.navigate(path));
  document.title = siteConfig.siteName;

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is no long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <ThemeSync />
          <OverlaysProvider>
            <AppRouterProvider router={router} subscriptions={subscriptions} />
          </OverlaysProvider>
        </Provider>
      </StrictMode>,
    );
  });
});

if (import.meta.env.PROD) registerServiceWorker();
