// The mock's uploads live in its own database, in a table only the mock has: they are saved to
// IndexedDB with every other change and survive a reload (mock-server/README.md, Persistence).
// sql.js answers synchronously, so the image resolver can read them while a page renders.
import type { Database as SqlJsDatabase } from 'sql.js'
import type { UploadStore } from '../server/storage/upload-store.ts'

export interface PeekableUploadStore extends UploadStore {
  /** Synchronous read, for the mock's image resolver (an <img> src is needed at render). */
  peek(storedName: string): Uint8Array | undefined
}

export class SqlJsUploadStore implements PeekableUploadStore {
  readonly #sqlite: SqlJsDatabase

  constructor(sqlite: SqlJsDatabase) {
    this.#sqlite = sqlite
    sqlite.run(
      'CREATE TABLE IF NOT EXISTS mock_upload_bytes (stored_name TEXT PRIMARY KEY, bytes BLOB NOT NULL)',
    )
  }

  async put(storedName: string, bytes: Uint8Array): Promise<void> {
    this.#sqlite.run('INSERT OR REPLACE INTO mock_upload_bytes (stored_name, bytes) VALUES (?, ?)', [
      storedName,
      bytes,
    ])
  }

  async get(storedName: string): Promise<Uint8Array | undefined> {
    return this.peek(storedName)
  }

  async remove(storedName: string): Promise<void> {
    this.#sqlite.run('DELETE FROM mock_upload_bytes WHERE stored_name = ?', [storedName])
  }

  peek(storedName: string): Uint8Array | undefined {
    const statement = this.#sqlite.prepare('SELECT bytes FROM mock_upload_bytes WHERE stored_name = ?')
    try {
      statement.bind([storedName])
      return statement.step() ? (statement.get()[0] as Uint8Array) : undefined
    } finally {
      statement.free()
    }
  }
}
