// Uploaded files on disk under DATA_DIR/uploads (Node only). Names are server-made
// (random hex plus an extension chosen from the sniffed type), so a request can never
// name a path; the directory is never served as code.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isStoredName } from './image-upload.ts'
import type { UploadStore } from './upload-store.ts'

export class FileUploadStore implements UploadStore {
  readonly #dir: string
  constructor(dir: string) {
    this.#dir = dir
  }
  async put(storedName: string, bytes: Uint8Array): Promise<void> {
    if (!isStoredName(storedName)) throw new Error(`refusing to store under ${storedName}`)
    await mkdir(this.#dir, { recursive: true })
    // wx: a name is never reused, so an existing file means a bug, not an overwrite.
    await writeFile(join(this.#dir, storedName), bytes, { flag: 'wx' })
  }
  async get(storedName: string): Promise<Uint8Array | undefined> {
    if (!isStoredName(storedName)) return undefined
    try {
      return new Uint8Array(await readFile(join(this.#dir, storedName)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
  async remove(storedName: string): Promise<void> {
    if (!isStoredName(storedName)) return
    await rm(join(this.#dir, storedName), { force: true })
  }
}
