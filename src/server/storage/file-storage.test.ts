import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStorage } from './file-storage';

const roots: string[] = [];
function storage() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-storage-'));
  roots.push(root);
  return { root, files: new FileStorage(root) };
}
const listed = (root: string) =>
  fs.existsSync(path.join(root, 'pdp')) ? fs.readdirSync(path.join(root, 'pdp')) : [];
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describe('FileStorage', () => {
  it('keeps a file invisible until commit, then reads it back and removes it', async () => {
    const { root, files } = storage();
    const pending = await files.write('pdp', Readable.from([Buffer.from('hello')]));
    expect(pending.size).toBe(5);
    expect(await files.read(pending.key)).toBeUndefined();
    await pending.commit();
    const stored = await files.read(pending.key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await files.remove(pending.key);
    expect(listed(root)).toEqual([]);
  });

  it('leaves nothing behind on abort or when the source fails', async () => {
    const { root, files } = storage();
    const pending = await files.write('pdp', Readable.from([Buffer.from('x')]));
    await pending.abort();
    const failing = new Readable({
      read() {
        this.destroy(new Error('too large'));
      },
    });
    await expect(files.write('pdp', failing)).rejects.toThrow('too large');
    expect(listed(root)).toEqual([]);
  });

  it('lists committed and pending files of an area, commits and removes pending ones by key', async () => {
    const { root, files } = storage();
    expect(await files.list('pdp')).toEqual([]);
    const done = await files.write('pdp', Readable.from([Buffer.from('a')]));
    await done.commit();
    const pending = await files.write('pdp', Readable.from([Buffer.from('b')]));
    const other = await files.write('pdp', Readable.from([Buffer.from('c')]));
    fs.writeFileSync(path.join(root, 'pdp', 'not-a-key.txt'), 'x');
    const listed = await files.list('pdp');
    expect(
      listed.map(({ key, pending }) => ({ key, pending })).sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual(
      [
        { key: done.key, pending: false },
        { key: pending.key, pending: true },
        { key: other.key, pending: true },
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );
    expect(listed.every((file) => Date.now() - file.modifiedAt.getTime() < 60_000)).toBe(true);
    await files.commitPending(pending.key);
    await files.removePending(other.key);
    expect((await files.list('pdp')).filter((file) => file.pending)).toEqual([]);
    expect(await files.read(pending.key)).toBeDefined();
    expect(await files.read(other.key)).toBeUndefined();
    await expect(files.list('../x')).rejects.toThrow(/Invalid storage area/);
  });

  it('refuses keys that are not its own', async () => {
    const { files } = storage();
    await expect(files.read('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(files.remove('pdp/../../x')).rejects.toThrow(/Invalid storage key/);
  });
});
