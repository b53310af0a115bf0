import { spawnSync } from 'node:child_process';
import { childrenCpuMillis, cpuMillis } from './proc-cpu';

describe('CPU time from /proc', () => {
  it("counts a waited-for child's CPU: one that burns 300 ms of CPU adds at least 250 ms (ticks of 10 ms)", () => {
    const before = childrenCpuMillis();
    const burn = 'const t = process.cpuUsage(); while (process.cpuUsage(t).user < 300000) {}';
    expect(spawnSync(process.execPath, ['-e', burn]).status).toBe(0);
    expect(childrenCpuMillis() - before).toBeGreaterThanOrEqual(250);
  });

  it("reads a running process's own CPU, which only grows", () => {
    const first = cpuMillis(process.pid);
    let x = 0;
    for (let i = 0; i < 5e6; i += 1) x += i;
    expect(x).toBeGreaterThan(0);
    expect(cpuMillis(process.pid)).toBeGreaterThanOrEqual(first);
    expect(first).toBeGreaterThan(0);
  });
});
