import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The nearest `openapi.yaml` at or above this module: the repository's, or the one beside a bundle
 * (the mock's image, the standalone contract suite), whose modules all share the bundle's folder.
 */
export function contractFile(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'openapi.yaml');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`openapi.yaml not found at or above ${__dirname}`);
  }
}
