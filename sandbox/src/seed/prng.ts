import { mulberry32 } from "../../../lib/shared/prng";

// Never crypto: a seed and an anchor must reproduce the same history byte for byte.
export interface Rng {
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  sample<T>(items: readonly T[], n: number): T[];
  logNormal(median: number, sigma: number): number;
  hex(bytes: number): string;
  /** A child generator whose stream depends only on this one's seed and `label`. */
  fork(label: string): Rng;
}

function hashString(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

interface WeightTable {
  keys: string[];
  weights: number[];
  total: number;
}

// Weight maps are module constants, so their entries are summed once and reused.
const weightTables = new WeakMap<object, WeightTable>();

function weightTable(weights: Readonly<Record<string, number>>): WeightTable {
  let table = weightTables.get(weights);
  if (!table) {
    const keys = Object.keys(weights);
    const values = keys.map((k) => weights[k] as number);
    table = { keys, weights: values, total: values.reduce((a, b) => a + b, 0) };
    weightTables.set(weights, table);
  }
  return table;
}

const BYTE_HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const table = weightTable(weights);
      let r = next() * table.total;
      for (let i = 0; i < table.keys.length; i++) {
        r -= table.weights[i] as number;
        if (r < 0) return table.keys[i] as K;
      }
      return table.keys[table.keys.length - 1] as K;
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const take = Math.min(n, items.length);
      if (take * 4 <= items.length) {
        // Few out of many: draw indices until they are distinct, without copying the list.
        const picked = new Set<number>();
        const out: T[] = [];
        while (out.length < take) {
          const i = Math.floor(next() * items.length);
          if (picked.has(i)) continue;
          picked.add(i);
          out.push(items[i] as T);
        }
        return out;
      }
      const copy = items.slice();
      for (let i = 0; i < take; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, take);
    },
    logNormal(median, sigma) {
      // Box-Muller; 1 - next() keeps the log argument above zero.
      const u = 1 - next();
      const v = next();
      const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
      return median * Math.exp(sigma * z);
    },
    hex(bytes) {
      // Four bytes per draw through a lookup table: ids are the hot path of a million-call seed.
      let out = "";
      let left = bytes;
      while (left > 0) {
        const w = (next() * 4294967296) >>> 0;
        out += BYTE_HEX[w & 255] as string;
        if (left > 1) out += BYTE_HEX[(w >>> 8) & 255] as string;
        if (left > 2) out += BYTE_HEX[(w >>> 16) & 255] as string;
        if (left > 3) out += BYTE_HEX[w >>> 24] as string;
        left -= 4;
      }
      return out;
    },
    fork: (label) => createRng(hashString(label, seed)),
  };
  return rng;
}
