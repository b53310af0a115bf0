import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One instruction of a Dockerfile, continuation lines joined. */
export interface Instruction {
  keyword: string;
  args: string;
}

/** A build stage: what it starts from (an image or an earlier stage), its name and the instructions after it. */
export interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The repository root. */
export const repoRoot = path.resolve(__dirname, '../../..');

/** The repository's one Dockerfile, at its root: a target per image. */
export const DOCKERFILE = 'Dockerfile';

/** Reads the repository's Dockerfile. */
export function readDockerfile(): string {
  return readFileSync(path.join(repoRoot, DOCKERFILE), 'utf8');
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
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = instruction.args.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The stage of the repository's Dockerfile called `name`; throws when there is none. */
export function stageNamed(name: string): Stage {
  const found = parseStages(readDockerfile()).find((stage) => stage.name === name);
  if (!found) throw new Error(`${DOCKERFILE}: no stage "${name}"`);
  return found;
}

/** The image a stage of the repository's Dockerfile starts from, through the earlier stages it builds on. */
export function baseImageOf(name: string): string {
  const stages = parseStages(readDockerfile());
  let from = stageNamed(name).from;
  for (let earlier = stages.find((s) => s.name === from); earlier; earlier = stages.find((s) => s.name === from))
    from = earlier.from;
  return from;
}

/** The arguments of every `keyword` instruction of a stage. */
export function argsOf(stage: Stage | undefined, keyword: string): string[] {
  return (stage?.instructions ?? []).filter((i) => i.keyword === keyword).map((i) => i.args);
}
