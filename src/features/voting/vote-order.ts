// docs/product/player.md#vote-order: the memes to vote on are shuffled on the client. Each meme's place comes from a
// hash of the player and meme ids, so every player sees their own order, the same after every reload, and it never
// moves after a vote.

// index.html's early requests import them to preload the image the vote page opens on
// (src/first-paint/inline/early-requests.ts, bundled into an inline script): they import nothing, to keep it small.

/** cyrb53: a small, well-spread 53-bit string hash (public domain). */
export function hashString(value: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The items in a per-player order that looks random and is stable. */
export function playerVoteOrder<T extends { id: string }>(items: readonly T[], playerId: string): T[] {
  const keyed = items.map((item) => ({ item, key: hashString(`${playerId}:${item.id}`) }));
  keyed.sort((a, b) => a.key - b.key || a.item.id.localeCompare(b.item.id));
  return keyed.map(({ item }) => item);
}
