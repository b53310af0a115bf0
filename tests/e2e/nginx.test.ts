/**
 * The production web server configuration (deploy/nginx/, run by Debian's nginx on loopback) in
 * front of the production build and the real mock: the CSP tour of every page (support/csp-tour.ts,
 * which the Node web server passes too) and the code-sandbox runner's own policy.
 */
import { startNginx } from '../../scripts/nginx/nginx-server';
import { type Serve, describeCspTour, describeRunnerLocation } from './support/csp-tour';

const serveWithNginx: Serve = async (root, apiUpstream) => startNginx({ root, apiUpstream });

describeCspTour('nginx', serveWithNginx);
describeRunnerLocation('nginx', serveWithNginx);
