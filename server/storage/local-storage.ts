import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, contentTypeOf, type FileStorage, type StoredFile } from './file-storage.js';

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files under DATA_DIR (`DATA_DIR/uploads/...`, `DATA_DIR/private/...`), as before object storage: the
 * default, for one machine. Writes go to a temporary name first and are renamed into place, so a reader
 * never sees half a file.
 */
export class LocalStorage implements FileStorage {
  readonly driver = 'local';

  constructor(
    readonly root: string,
    private readonly publicBase: string,
  ) {}

  pathOf(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, data: Buffer, options: { private?: boolean } = {}): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, ...(options.private ? { mode: 0o700 } : {}) });
    const temporary = `${target}.${randomBytes(8).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx', mode: options.private ? 0o600 : 0o644 });
      if (options.private) await chmod(temporary, 0o600);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string, options: { ifNoneMatch?: string } = {}): Promise<StoredFile | 'not-modified' | null> {
    const file = this.pathOf(key);
    let info;
    try {
      info = await stat(file);
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    if (!info.isFile()) return null;
    // Files are never rewritten in place (random names; a replacement is a rename): size and time identify them.
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    if (options.ifNoneMatch && options.ifNoneMatch.split(/\s*,\s*/).includes(etag)) return 'not-modified';
    return { body: createReadStream(file), size: info.size, etag, contentType: contentTypeOf(key) };
  }

  async readBuffer(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error) => {
      if (!missing(error)) throw error;
    });
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${checkedKey(key)}`;
  }
}
