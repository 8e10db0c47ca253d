// Measures a command as a whole process tree: wall time, CPU time and the peak of the sum of
// the resident memory of every process in the tree, sampled from /proc (some generators run
// worker processes, whose memory a single process's maximum RSS would leave out).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface Measurement {
  ok: boolean;
  exitCode: number | null;
  wallMs: number;
  /**
   * User + system CPU time of the tree: the larger of /usr/bin/time's figure (exact for the
   * command and the children it waited for) and the sum, over every process seen in the tree,
   * of its CPU time when last sampled (which counts helper processes nobody waits for, such as
   * esbuild's service, which /usr/bin/time cannot see). Null without /usr/bin/time.
   */
  cpuMs: number | null;
  /** Highest sum of RSS over the tree seen, in bytes (sampled every 100 ms). */
  peakRssBytes: number;
  /** The largest single process's own peak RSS (/usr/bin/time), in bytes, else null. */
  maxProcessRssBytes: number | null;
  output: string;
}

const PAGE_SIZE = 4096;

/** RSS of one process in bytes, 0 when it is gone. */
function rssOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return Number(fields[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** The children of every process, from /proc/<pid>/stat (field 4 is the parent). */
function childrenByParent(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: parse after the last ')'.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(rest[1]);
      map.set(parent, [...(map.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  return map;
}

/** `root` and all its descendants. */
function treeOf(root: number): number[] {
  const children = childrenByParent();
  const tree: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Sum of the RSS of `root` and all its descendants. */
export function treeRss(root: number): number {
  return treeOf(root).reduce((total, pid) => total + rssOf(pid), 0);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of one process so far, in milliseconds, from /proc/<pid>/stat (fields 14 and 15); null when it is gone. */
function cpuOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(rest[11]) + Number(rest[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const TIME = '/usr/bin/time';

/** Runs `command args` in `cwd` and measures it; the output (stdout and stderr) is kept for messages. */
export function measure(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<Measurement> {
  const useTime = existsSync(TIME);
  const marker = '@@measure';
  const [file, argv] = useTime ? [TIME, ['-f', `${marker} %e %U %S %M`, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(file, argv, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peak = 0;
    /** The CPU time of each process of the tree when last sampled, by pid. */
    const cpuByPid = new Map<number, number>();
    const sample = () => {
      if (child.pid === undefined) return;
      const tree = treeOf(child.pid);
      peak = Math.max(peak, tree.reduce((total, pid) => total + rssOf(pid), 0));
      for (const pid of tree) {
        const cpu = cpuOf(pid);
        if (cpu !== null) cpuByPid.set(pid, Math.max(cpuByPid.get(pid) ?? 0, cpu));
      }
    };
    const sampler = setInterval(sample, 100);
    const timeout = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : null;
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearInterval(sampler);
      if (timeout) clearTimeout(timeout);
      const wallMs = performance.now() - started;
      const line = output.split('\n').find((l) => l.startsWith(marker));
      const [, , user, system, maxKb] = line?.split(' ') ?? [];
      resolve({
        ok: exitCode === 0,
        exitCode,
        wallMs,
        cpuMs: user !== undefined && system !== undefined ? Math.max((Number(user) + Number(system)) * 1000, [...cpuByPid.values()].reduce((a, b) => a + b, 0)) : null,
        peakRssBytes: peak,
        maxProcessRssBytes: maxKb !== undefined ? Number(maxKb) * 1024 : null,
        output: output
          .split('\n')
          .filter((l) => !l.startsWith(marker))
          .join('\n'),
      });
    });
  });
}
