import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import type { RegisterInput } from '../../../contract/user';
import { checkNewPassword } from '../../auth/password-policy';

// OWASP's Argon2id parameters: m=19456 KiB, t=2, p=1. `algorithm` is left out on purpose:
// the default is Argon2id, and importing the const enum breaks under isolated modules.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * At most one Argon2 computation per spare core at once, the others wait their turn. Each one runs
 * on a libuv thread; unbounded, a burst of sign-ins fills every such thread and starves the main
 * thread (the event loop, and the embedded database that runs on it) of CPU.
 */
const MAX_AT_ONCE = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  return dummyHash;
}

/**
 * The CPU-heavy half of registration, run before the write transaction opens: checks the password
 * policy and hashes the password (Argon2id).
 */
export async function hashNewPassword(input: RegisterInput): Promise<string> {
  checkNewPassword(input.password, input);
  return hashPassword(input.password);
}
