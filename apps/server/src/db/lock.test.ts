import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'keka-lock-'));

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    // Pretend another live process holds it: our parent is alive and is not us.
    fs.writeFileSync(path.join(dir, '.keka.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by process/);
    fs.writeFileSync(path.join(dir, '.keka.lock'), String(process.pid));
    first.release();
    expect(fs.existsSync(path.join(dir, '.keka.lock'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.keka.lock'), '2147483646');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, '.keka.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
