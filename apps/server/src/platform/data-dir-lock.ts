import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * One process per data directory: PGlite is a single session, and two writers would corrupt it.
 *
 * The server keeps the lock file open for as long as it runs, and writes its pid and process start time into it.
 * A lock is held only while the process it names is alive, is not a zombie, started when the lock says (a reused
 * pid did not), and still has this very file open; so a crashed server restarts at once, whatever became of its
 * pid, and two live servers never share a directory. Where /proc is missing, liveness falls back to a signal 0.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n${processStart(process.pid) ?? ''}\n`);
      // Kept open until release: the open handle is what a later start checks.
      return () => {
        closeSync(fd);
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText = '', start = ''] = readFileSync(file, 'utf8').split('\n');
      const pid = Number(pidText.trim());
      // The handle's path as the kernel reports it: symbolic links in DATA_DIR resolved.
      const real = realpathSync(file);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && holdsLock(pid, start.trim(), real)) {
        throw new DataDirLockedError(
          `another server (pid ${pid}) is already using the data directory ${dataDir}; stop it, or give this one its own DATA_DIR`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`could not lock the data directory ${dataDir}`);
}

const HAS_PROC = existsSync('/proc/self/stat');

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), and the state; null without the process. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields after it start after the last ')'.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: rest[0] ?? '', start: rest[19] ?? '' };
  } catch {
    return null;
  }
}

function processStart(pid: number): string | null {
  return HAS_PROC ? (procStat(pid)?.start ?? null) : null;
}

function holdsLock(pid: number, start: string, file: string): boolean {
  if (!HAS_PROC) return isAlive(pid);
  const stat = procStat(pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
  if (start && stat.start !== start) return false;
  try {
    const fds = readdirSync(`/proc/${pid}/fd`);
    return fds.some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === file;
      } catch {
        return false;
      }
    });
  } catch {
    // Another user's process whose handles cannot be read: its start time matched, so it is taken to hold the lock.
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
