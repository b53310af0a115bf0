/**
 * CPU time from Linux's `/proc`: unlike wall-clock time, the CPU a piece of work costs hardly moves
 * when other work shares the cores, so a bench on a busy machine reports it beside its times.
 */
import { readFileSync } from 'node:fs';

/** `/proc/<pid>/stat`'s fields from the state on (the command name before them may hold spaces). */
function statFields(pid: number | 'self'): number[] {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);
}

/** Clock ticks (`getconf CLK_TCK`, 100 on Linux) to milliseconds. */
const ticksToMillis = (ticks: number) => (ticks * 1000) / 100;

/** CPU milliseconds (user + system) process `pid` has used so far. */
export function cpuMillis(pid: number): number {
  const fields = statFields(pid);
  return ticksToMillis(fields[11]! + fields[12]!);
}

/** CPU milliseconds (user + system) of this process's children (and theirs) that it has waited for. */
export function childrenCpuMillis(): number {
  const fields = statFields('self');
  return ticksToMillis(fields[13]! + fields[14]!);
}
