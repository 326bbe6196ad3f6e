import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { GatewayFileStorage, StoredFileContent } from "./file-storage";

/**
 * The embedded file store: bytes under `DATA_DIR/files/<id>`. Ids are UUIDs the gateway
 * issues, never caller text, so they cannot escape the directory.
 */
export class LocalFileStorage implements GatewayFileStorage {
  readonly mode = "gateway";
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = join(dataDir, "files");
  }

  #path(id: string): string {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not a file id: ${id}`);
    return join(this.#dir, id);
  }

  async write(id: string, bytes: Buffer): Promise<void> {
    await mkdir(this.#dir, { recursive: true });
    // Write to a temporary name first so a reader never sees half a file.
    const path = this.#path(id);
    await writeFile(`${path}.part`, bytes);
    await rename(`${path}.part`, path);
  }

  async open(id: string): Promise<StoredFileContent | null> {
    try {
      return { kind: "bytes", bytes: await readFile(this.#path(id)) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    await rm(this.#path(id), { force: true });
  }
}
