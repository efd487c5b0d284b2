import type { UserRole } from '../db/schema';

/**
 * Who is calling: the session's user as the rest of the server sees it. Services take an Actor, never a
 * database row, so the shape of the users table does not leak into every module; a service that needs
 * more of the user (wallet, default address) reads it through its own repository.
 */
export interface Actor {
  readonly id: number;
  readonly role: UserRole;
  readonly name: string;
}

export type { UserRole };
