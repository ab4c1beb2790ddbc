// The endgame tables kept in the browser for every later worker (src/worker/keep.rs calls it):
// one entry of Cache Storage per rule set played, named by its table's digest, as the wasm gives
// it (8.1 MB each: read back faster than its 2 MB gzip through DecompressionStream, see the
// README). The cache is not named "kawu-…": static/sw.js drops those of other builds, and a
// table outlives builds as long as its digest does. Loaded by worker-start.js, before the wasm.
//
// Nothing here throws: a store that is missing (no Cache Storage, as over plain HTTP) or
// fails gives `null` or `false`, told in the console as info, and the worker builds the table.
self.kawuEndgameStore = (() => {
  const CACHE = "endgame-table";

  /** The URL the table of digest `key` is stored under, beside the worker's files. */
  const urlOf = (key) => new URL(`endgame-table/${key}.bin`, self.location).href;

  const info = (text, error) => console.info(`kawu worker: ${text} (${(error && error.message) || error})`);

  /** The stored bytes of the table `key` (a Uint8Array), or null. */
  async function load(key) {
    if (!self.caches) return null;
    try {
      const stored = await (await caches.open(CACHE)).match(urlOf(key));
      if (!stored) return null;
      return new Uint8Array(await stored.arrayBuffer());
    } catch (error) {
      info("the stored endgame table cannot be read: it is built again", error);
      return null;
    }
  }

  /**
   * Stores `bytes` (copied at once: they are a view of the wasm memory) as the table `key`, and
   * drops the stored tables whose key is not one of `keys` (this build's, separated by spaces).
   */
  async function save(key, bytes, keys) {
    if (!self.caches) return false;
    const copy = bytes.slice();
    try {
      const cache = await caches.open(CACHE);
      const current = new Set(keys.split(" ").map(urlOf));
      const older = (await cache.keys()).filter((request) => !current.has(request.url));
      await Promise.all(older.map((request) => cache.delete(request)));
      await cache.put(urlOf(key), new Response(copy, { headers: { "Content-Type": "application/octet-stream" } }));
      return true;
    } catch (error) {
      info("the endgame table could not be stored", error);
      return false;
    }
  }

  return { load, save };
})();
