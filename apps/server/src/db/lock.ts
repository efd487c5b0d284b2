import fs from 'node:fs';
import path from 'node:path';

/**
 * Two processes opening one PGlite directory both succeed and silently lose writes (ARCHITECTURE,
 * PGlite hazards). This exclusive lock file makes the second process refuse to start instead.
 */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export interface DirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): DirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.keka.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is already in use by process ${holder}. ` +
            'Stop that process, or give this one another DATA_DIR (or a DATABASE_URL).',
        );
      }
      // The holder died without cleaning up: the lock is stale, take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}
