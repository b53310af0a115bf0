import type { components } from '../../../../shared/contract/schema';
import { seededRandom } from '../../lib/seeded-random';

type DemoItem = components['schemas']['DemoItem'];
type DemoItemStatus = components['schemas']['DemoItemStatus'];

/** How many items the demo list starts with. */
export const DEMO_ITEM_COUNT = 5000;

const STATUSES: readonly DemoItemStatus[] = ['closed', 'running', 'online', 'error'];
const OWNERS = ['曲丽丽', '付小小', '周星星', '林东东', '吴加好', '朱偏右', '鱼酱', '乐哥', '谭小仪', '仲尼'];
const TOPICS = ['订单', '库存', '用户', '报表', '日志', '账单', '消息', '权限', '资源', '缓存'];
const JOBS = ['导出', '同步', '清理', '统计', '推送', '备份', '校验', '归档'];
const DESCRIPTIONS = [
  'Nightly batch job',
  'Triggered by the upstream system',
  'Runs every hour on the hour',
  'Manual run by the operations team',
  '面向财务部门的定时任务',
  '由运营同学按需触发',
];
// Every item is created within this window, so date filters have something to find.
const FIRST_CREATED_AT = Date.UTC(2025, 0, 1);
const CREATED_SPAN_MS = 700 * 24 * 3600 * 1000;

/**
 * The id of the `index`-th item (1-based, a safe integer), e.g. `item-00042`: at least five digits,
 * and at most sixteen as `DemoItemId` in the contract allows, as many as the largest safe integer has.
 */
export function demoItemId(index: number): string {
  if (!Number.isSafeInteger(index) || index < 1) throw new RangeError(`no demo item id for index ${index}`);
  return `item-${String(index).padStart(5, '0')}`;
}

/** The demo items, deterministic for a seed; created oldest first. */
export function seedDemoItems(count = DEMO_ITEM_COUNT, seed = 20261122): DemoItem[] {
  const next = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const createdAt = Array.from({ length: count }, () => FIRST_CREATED_AT + Math.floor(next() * CREATED_SPAN_MS)).sort(
    (a, b) => a - b,
  );
  return createdAt.map((time, offset) => ({
    id: demoItemId(offset + 1),
    name: `${pick(TOPICS)}${pick(JOBS)} ${String(offset + 1).padStart(5, '0')}`,
    description: pick(DESCRIPTIONS),
    owner: pick(OWNERS),
    status: pick(STATUSES),
    callCount: Math.floor(next() * 100_000),
    createdAt: new Date(time).toISOString(),
  }));
}
