/**
 * The Node web server of `npm start` (scripts/serve/web-server.ts) in front of the production
 * build and the real mock: the same CSP tour of every page as nginx (support/csp-tour.ts) and the
 * code-sandbox runner's own policy, both taken from deploy/nginx/. In `npm run test:matrix`, not
 * `npm test`: there the accessibility tours visit every page under this server's policy, and
 * `tests/delivery/web-server-parity.test.ts` holds its headers equal to nginx's, whose tour runs.
 */
import { createWebServer } from '../../scripts/serve/web-server';
import { type Serve, describeCspTour, describeRunnerLocation } from './support/csp-tour';

const serveWithNode: Serve = async (root, apiUpstream) => {
  const server = await createWebServer({ distDir: root, apiTarget: apiUpstream, port: 0 });
  await server.start();
  return { url: server.info.uri, stop: () => server.stop({ timeout: 1000 }) };
};

describeCspTour('the npm start web server', serveWithNode);
describeRunnerLocation('the npm start web server', serveWithNode);
