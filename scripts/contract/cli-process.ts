import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * Runs `npm run contract` (this folder's index.ts) with `args` as a back-end team's CI would, with
 * none of the caller's CONTRACT_* variables; answers its exit code and its output, stderr included.
 */
export function runContractCli(args: string[]): Promise<{ code: number | null; out: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('CONTRACT_')));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'index.ts'), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out }));
  });
}
