/**
 * Builds the floor app (`main.tsx`) the way the product is built (rsbuild, production mode, the
 * same output layout and precompressed twins) into a temporary directory, and serves it with the
 * product's web server, so the only difference the first-load benches see is the app itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { precompressDir } from '../../serve/precompress';
import { createWebServer } from '../../serve/web-server';

const ROOT = path.resolve(__dirname, '../../..');

/** A built floor app and the server answering it. */
export interface FloorApp {
  /** Where it is served, e.g. `http://127.0.0.1:41234` (any path answers the app). */
  baseUrl: string;
  server: Server;
  stop: () => Promise<void>;
}

/** Builds the floor app into a fresh temporary directory; answers the directory. */
export async function buildFloorApp(): Promise<string> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'floor-app-'));
  const rsbuild = await createRsbuild({
    cwd: ROOT,
    rsbuildConfig: {
      mode: 'production',
      plugins: [pluginReact()],
      source: { entry: { index: path.join(__dirname, 'main.tsx') } },
      html: {
        // The product's own page shell, so the floor differs from `/login` in its script alone.
        template: path.join(ROOT, 'web/index.html'),
        tags: [
          {
            tag: 'meta',
            attrs: { name: 'description', content: 'The floor app: React, Blueprint core and one login form.' },
          },
        ],
      },
      output: {
        assetPrefix: '/',
        cleanDistPath: true,
        distPath: {
          root: distDir,
          js: 'js',
          jsAsync: 'js',
          css: 'css',
          cssAsync: 'css',
          font: 'font',
          svg: 'img',
          image: 'img',
        },
      },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  await precompressDir(distDir);
  return distDir;
}

/** Builds the floor app and serves it on a free loopback port. */
export async function startFloorApp(): Promise<FloorApp> {
  const distDir = await buildFloorApp();
  // No API behind it: the floor app calls none.
  const server = await createWebServer({ distDir, apiTarget: 'http://127.0.0.1:9', port: 0 });
  await server.start();
  return {
    baseUrl: server.info.uri,
    server,
    stop: async () => {
      await server.stop({ timeout: 1000 });
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
