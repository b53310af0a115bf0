/**
 * React Router's production build in the production bundle. The package's `exports` name only its
 * development build, whose warnings are switched on by a constant rather than by `NODE_ENV`, so a
 * bundler keeps them: about 600 B gzip on every page, and "No routes matched" warnings in the
 * production console (remix-run/react-router#14102, open upstream). The package ships the same code
 * with the warnings off in `dist/production`; this points the two entry points the app reaches
 * (`react-router-dom` re-exports them) there. `npm run dev` keeps the warnings.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import path from 'node:path';

const productionDir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

export const pluginReactRouterProduction: RsbuildPlugin = {
  name: 'react-router-production',
  setup(api) {
    api.modifyBundlerChain((chain, { isProd }) => {
      if (!isProd) return;
      chain.resolve.alias
        .set('react-router$', path.join(productionDir, 'index.mjs'))
        .set('react-router/dom$', path.join(productionDir, 'dom-export.mjs'));
    });
  },
};
