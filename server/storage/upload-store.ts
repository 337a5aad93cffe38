// Where uploaded files' bytes live. One interface (DESIGN.md, Scale-out): files under
// DATA_DIR/uploads on the Node server, memory in the in-page mock and the tests. Metadata
// lives in the `upload` table, so any server process can answer for any file.

export interface UploadStore {
  /** Stores bytes under a server-made name (never a name taken from the request). */
  put(storedName: string, bytes: Uint8Array): Promise<void>
  /** The bytes stored under that name, or undefined. */
  get(storedName: string): Promise<Uint8Array | undefined>
  /** Removes the bytes stored under that name; nothing happens for an unknown name. */
  remove(storedName: string): Promise<void>
}

/** Keeps files in memory: the in-page mock and the contract tests. */
export class MemoryUploadStore implements UploadStore {
  readonly #files = new Map<string, Uint8Array>()
  async put(storedName: string, bytes: Uint8Array): Promise<void> {
    this.#files.set(storedName, bytes.slice())
  }
  async get(storedName: string): Promise<Uint8Array | undefined> {
    return this.#files.get(storedName)
  }
  async remove(storedName: string): Promise<void> {
    this.#files.delete(storedName)
  }
  /** Synchronous read, for the mock's image resolver (an <img> src is needed at render). */
  peek(storedName: string): Uint8Array | undefined {
    return this.#files.get(storedName)
  }
}
