/*
 * Records kept on this device until the server has them (issue 15 part 2, the checklist's
 * answers; issue 31, the daily register): an IndexedDB object store, or memory for the page where
 * IndexedDB is missing (some private modes, tests). Not localStorage or sessionStorage: logout and
 * an expired session clear both (lib/session endSession), and these records must outlive exactly
 * that. Callers key every record by the user id and read only the signed-in user's.
 */

export interface DeviceStore {
  get(id: string): Promise<unknown>;
  put(id: string, value: unknown): Promise<void>;
  delete(id: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
}

export function memoryStore(): DeviceStore {
  const records = new Map<string, unknown>();
  return {
    get: async (id) => records.get(id),
    put: async (id, value) => void records.set(id, value),
    delete: async (id) => void records.delete(id),
    entries: async () => [...records.entries()],
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function indexedDbStore(factory: IDBFactory, dbName: string, storeName: string): DeviceStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(dbName, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(storeName);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    });
    opened.catch(() => {
      opened = null;
    });
    return opened;
  };
  // Transactions on one store run in the order they were made, so the last write wins.
  async function run<T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ) {
    const db = await open();
    return request(action(db.transaction(storeName, mode).objectStore(storeName)));
  }
  return {
    get: (id) => run('readonly', (s) => s.get(id)),
    put: async (id, value) => void (await run('readwrite', (s) => s.put(value, id))),
    delete: async (id) => void (await run('readwrite', (s) => s.delete(id))),
    entries: async () => {
      const keys = await run('readonly', (s) => s.getAllKeys());
      const values = await run('readonly', (s) => s.getAll());
      return keys.map((key, i) => [String(key), values[i]]);
    },
  };
}

/** One database with one object store of its own (opened on first use). */
export function deviceStore(dbName: string, storeName: string): DeviceStore {
  return typeof indexedDB === 'undefined'
    ? memoryStore()
    : indexedDbStore(indexedDB, dbName, storeName);
}
