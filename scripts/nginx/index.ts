/**
 * `npm run serve:nginx`: the production web server configuration (deploy/nginx/) run by Debian's
 * nginx on 127.0.0.1:`PORT` (8080) in front of `dist/`, with `/api/` proxied to `API_UPSTREAM`
 * (the local mock, http://127.0.0.1:10088, by default). The way to try the image's nginx, its
 * headers and a real API without Docker. Build first (`npm run build`); Ctrl-C stops it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { envPort } from '../serve/env-port';
import { startNginx } from './nginx-server';

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../../dist');
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error('dist/index.html is missing: run `npm run build` first');
  const apiUpstream = process.env.API_UPSTREAM || 'http://127.0.0.1:10088';
  const nginx = await startNginx({ root, apiUpstream, port: envPort('PORT', 8080) });
  console.info(`nginx: http://127.0.0.1:${new URL(nginx.url).port} serving dist/, /api/ -> ${apiUpstream}`);
  const stop = () => {
    nginx.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
