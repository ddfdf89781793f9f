// The emulator's state: one map of records per collection, plus binary blobs (uploaded
// files, call recordings). In memory, or mirrored to a data directory: records go to
// state.json, blobs to blobs/<id>, each written to a temporary file and renamed so that a
// crash never leaves half a file behind.

import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type EmulatorRecord = { id: string; [field: string]: unknown };

interface StateFile {
  version: 1;
  collections: Record<string, EmulatorRecord[]>;
}

export class Store {
  readonly #collections = new Map<string, Map<string, EmulatorRecord>>();
  readonly #blobs = new Map<string, Buffer>();
  readonly #dataDir: string | undefined;
  #saveScheduled = false;
  #saving: Promise<void> = Promise.resolve();

  constructor(dataDir?: string) {
    this.#dataDir = dataDir;
    if (dataDir === undefined) return;
    mkdirSync(join(dataDir, "blobs"), { recursive: true });
    let text: string | undefined;
    try {
      text = readFileSync(join(dataDir, "state.json"), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    if (text !== undefined) {
      const state = JSON.parse(text) as StateFile;
      for (const [name, records] of Object.entries(state.collections)) {
        this.#collection(name);
        for (const record of records) this.#collection(name).set(record.id, record);
      }
    }
  }

  #collection(name: string): Map<string, EmulatorRecord> {
    let collection = this.#collections.get(name);
    if (collection === undefined) {
      collection = new Map();
      this.#collections.set(name, collection);
    }
    return collection;
  }

  list(name: string): EmulatorRecord[] {
    return [...this.#collection(name).values()];
  }

  get(name: string, id: string): EmulatorRecord | undefined {
    return this.#collection(name).get(id);
  }

  /** Stores a record (a new one or a new state of one) and schedules a save. */
  put(name: string, record: EmulatorRecord): EmulatorRecord {
    this.#collection(name).set(record.id, record);
    this.#scheduleSave();
    return record;
  }

  delete(name: string, id: string): EmulatorRecord | undefined {
    const record = this.#collection(name).get(id);
    if (record !== undefined) {
      this.#collection(name).delete(id);
      this.#scheduleSave();
    }
    return record;
  }

  /** Keeps bytes under an id; returns the id. */
  async putBlob(bytes: Buffer, id: string = randomUUID()): Promise<string> {
    if (this.#dataDir === undefined) {
      this.#blobs.set(id, bytes);
    } else {
      const file = join(this.#dataDir, "blobs", id);
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
    }
    return id;
  }

  async getBlob(id: string): Promise<Buffer | undefined> {
    if (!/^[\w-]+$/.test(id)) return undefined;
    if (this.#dataDir === undefined) return this.#blobs.get(id);
    try {
      return await readFile(join(this.#dataDir, "blobs", id));
    } catch {
      return undefined;
    }
  }

  // Saves are coalesced: many changes in one turn of the event loop cost one write.
  #scheduleSave(): void {
    if (this.#dataDir === undefined || this.#saveScheduled) return;
    this.#saveScheduled = true;
    setImmediate(() => {
      this.#saveScheduled = false;
      this.#saving = this.#saving.then(() => this.#save()).catch(() => undefined);
    });
  }

  async #save(): Promise<void> {
    if (this.#dataDir === undefined) return;
    const state: StateFile = { version: 1, collections: {} };
    for (const [name, collection] of this.#collections) {
      state.collections[name] = [...collection.values()];
    }
    const file = join(this.#dataDir, "state.json");
    await writeFile(`${file}.tmp`, JSON.stringify(state));
    await rename(`${file}.tmp`, file);
  }

  /** Writes what is pending: for close(). */
  async flush(): Promise<void> {
    await this.#saving;
    await this.#save();
  }
}
