import { createHash } from 'node:crypto';

/** The SHA-256 of text or bytes, in hex: what the caches and the workers' modules are keyed and named by. */
export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
