import crypto from 'node:crypto';
import os from 'node:os';

/**
 * A name for a worker's claims on shared rows (e-mails, archives), unique per worker: the host and process make
 * it readable in the database, the random part tells two workers of one process apart.
 */
export const newWorkerId = (): string => `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
