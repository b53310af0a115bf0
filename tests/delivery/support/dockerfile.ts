import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One instruction of a Dockerfile, continuation lines joined. */
export interface Instruction {
  keyword: string;
  args: string;
}

/** A build stage: its FROM arguments and the instructions after it. */
export interface Stage {
  from: string;
  instructions: Instruction[];
}

/** The repository root. */
export const repoRoot = path.resolve(__dirname, '../../..');

/** Reads a Dockerfile of the repository (path relative to the root). */
export function readDockerfile(relative: string): string {
  return readFileSync(path.join(repoRoot, relative), 'utf8');
}

/** Splits a Dockerfile into stages; comments and blank lines are dropped. */
export function parseStages(content: string): Stage[] {
  const joined = content.replace(/\\\r?\n/g, ' ');
  const instructions = joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line): Instruction => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push({ from: instruction.args, instructions: [] });
    else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The arguments of every `keyword` instruction of a stage. */
export function argsOf(stage: Stage | undefined, keyword: string): string[] {
  return (stage?.instructions ?? []).filter((i) => i.keyword === keyword).map((i) => i.args);
}
