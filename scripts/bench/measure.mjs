// What the benchmarks measure the server with: latency percentiles and the server's CPU time.
import { readFileSync } from 'node:fs';

/**
 * The product's budget for saving a vote: p95 under 50 ms with a room voting (CONTRIBUTING.md#benchmarks). Read by
 * bench:votes, and by bench:capacity as the floor of its one-room baseline.
 */
export const VOTE_P95_BUDGET_MS = 50;

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * CPU seconds a process has used so far, from /proc (Linux; clock ticks of 1/100 s), or null where unavailable.
 * Latency under a closed loop mostly measures the queue, and this machine's speed varies from run to run; the
 * server's CPU time per request is the steadier figure for what a request costs.
 */
export function processCpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime
  } catch {
    return null;
  }
}
