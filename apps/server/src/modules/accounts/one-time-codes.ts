import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { oneTimeCodesRepository as repo } from './one-time-codes.repository';

/**
 * One-time codes for phone sign-in and e-mail password reset (SECURITY 20): 6 digits, single use,
 * 10 minutes, 5 tries per code, at most 3 codes per destination in 15 minutes (per address, the
 * routes' rate limits). Only a hash is stored. A new code voids the older ones of its destination.
 */
export const CODE_MINUTES = 10;
export const MAX_TRIES = 5;
const SENDS_PER_WINDOW = 3;
const SEND_WINDOW_MINUTES = 15;

export type CodeChannel = 'SMS' | 'MAIL';
export type CodePurpose = 'LOGIN' | 'PASSWORD_RESET';

const hashCode = (destination: string, code: string) => createHash('sha256').update(`${destination}\n${code}`).digest('hex');

export function createOneTimeCodes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /**
     * A new code for `destination`, or null with `real: false`: then a row that no code can match is
     * written instead, so an address without an account is counted and answered exactly like one with.
     */
    async issue(input: { channel: CodeChannel; destination: string; purpose: CodePurpose; real: boolean }): Promise<string | null> {
      const now = clock.now();
      const since = new Date(now.getTime() - SEND_WINDOW_MINUTES * 60_000);
      if ((await repo.countSince(db, input.destination, input.purpose, since)) >= SENDS_PER_WINDOW) {
        fail('RATE_LIMITED', `Too many codes were sent to ${input.channel === 'SMS' ? 'this number' : 'this address'}. Please try again in ${SEND_WINDOW_MINUTES} minutes.`);
      }
      const code = input.real ? String(randomInt(1_000_000)).padStart(6, '0') : null;
      await repo.replace(db, {
        channel: input.channel,
        destination: input.destination,
        purpose: input.purpose,
        codeHash: code ? hashCode(input.destination, code) : randomBytes(32).toString('hex'),
        expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
        createdAt: now,
      });
      return code;
    },

    /**
     * Is `code` the live code of `destination`? Every check uses one of the code's 5 tries, taken
     * atomically so parallel guesses cannot exceed them; a right code gives its try back. With
     * `consume`, a right code is used up — exactly once, even when two requests race with it.
     */
    async check(input: { destination: string; purpose: CodePurpose; code: string; consume: boolean }): Promise<boolean> {
      const now = clock.now();
      const tried = await repo.takeTry(db, input.destination, input.purpose, now, MAX_TRIES);
      if (!tried || tried.codeHash !== hashCode(input.destination, input.code)) return false;
      return repo.settleRight(db, tried.id, now, input.consume);
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
