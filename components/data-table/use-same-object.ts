import { useRef } from "react";

export const pick = <S extends object, K extends keyof S>(state: S, keys: readonly K[]): Pick<S, K> =>
  Object.fromEntries(keys.map((k) => [k, state[k]])) as Pick<S, K>;

const shallowEqual = (a: object, b: object) => {
  const ka = Object.keys(a) as (keyof typeof a)[];
  return ka.length === Object.keys(b).length && ka.every((k) => Object.is(a[k], b[k]));
};

/** The object of the last render while its fields are the same, so a memoised child is not drawn again. */
export function useSameObject<T extends object>(next: T): T {
  const last = useRef(next);
  if (!shallowEqual(last.current, next)) last.current = next;
  return last.current;
}
