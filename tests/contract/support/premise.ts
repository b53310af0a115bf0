/**
 * Skips tests at run time, with the reason in their names (the report reads it back), when the
 * target's data lacks what they stand on: how many items a list holds is known only once the run
 * has asked the target, after jest has collected the tests. Jest has no public call for a skip
 * decided at run time; its test runner (jest-circus) skips a test whose mode is `skip` when the
 * test starts, so a hook marks the tests of its block before they start.
 */
import { skipLabel } from './needs';

interface CircusTest {
  type: 'test';
  name: string;
  mode?: string;
}
interface CircusBlock {
  type: 'describeBlock';
  children: (CircusTest | CircusBlock)[];
}

/** The describe block jest is collecting; throws when the runner is not the one this was written for. */
function collectingBlock(): CircusBlock {
  const key = Object.getOwnPropertySymbols(globalThis).find((symbol) => symbol.description === 'JEST_STATE_SYMBOL');
  const block =
    (key &&
      (globalThis as unknown as Record<symbol, { currentDescribeBlock?: CircusBlock } | undefined>)[key]
        ?.currentDescribeBlock) ||
    null;
  if (!block || !Array.isArray(block.children))
    throw new Error('skipBlockUnless: no jest-circus state to skip tests in (a test runner other than jest-circus?)');
  return block;
}

function skipAll(block: CircusBlock, reason: string): void {
  for (const child of block.children) {
    if (child.type === 'describeBlock') skipAll(child, reason);
    else if (child.mode !== 'skip') Object.assign(child, { mode: 'skip', name: skipLabel(child.name, reason) });
  }
}

/**
 * Called inside a `describe`: registers with `hook` (`beforeAll`, or the target's `beforeAllNeeds`)
 * a check of the block's premise; when `premise` answers a reason, every test of the block is
 * skipped with it instead of run.
 */
export function skipBlockUnless(hook: (fn: () => Promise<void>) => void, premise: () => Promise<string | null>): void {
  const block = collectingBlock();
  hook(async () => {
    const reason = await premise();
    if (reason) skipAll(block, reason);
  });
}
