"use client";

import Link from "next/link";
import { createContext, type ReactNode, useContext } from "react";
import type { Names } from "@/lib/schemas/names";
import { NameWithId } from "./name-with-id";

export const NO_NAMES: Names = { users: {}, groups: {} };

/** The names known, and whether more are being read (an id without its name may still get one). */
export type ShownNames = Names & { pending?: boolean };

// A context rather than a prop of the columns: the list kit's rows are memoised on their columns, and a
// context reaches the cells that read it when the names arrive without drawing the other cells again.
const NamesContext = createContext<ShownNames>(NO_NAMES);

export function NamesProvider({ names, children }: { names: ShownNames; children: ReactNode }) {
  return <NamesContext value={names}>{children}</NamesContext>;
}

/** A user's or group's id in a table cell, with its name beside it once the names around it have it. */
export function NamedId({ kind, id, href }: { kind: "user" | "group"; id: string; href?: string }) {
  const names = useContext(NamesContext);
  const name = (kind === "user" ? names.users : names.groups)[id];
  // Marked while its name may still come, so what reads the table (a test, a script) can wait for it.
  const waiting = !name && names.pending ? "" : undefined;
  const shown = <NameWithId id={id} name={name} />;
  if (!href) return <span data-name-pending={waiting}>{shown}</span>;
  return (
    <Link
      href={href}
      prefetch={false}
      className="underline-offset-4 hover:underline"
      data-name-pending={waiting}
    >
      {shown}
    </Link>
  );
}

export const userHref = (uid: string) => `/users/${encodeURIComponent(uid)}`;
export const groupHref = (guid: string) => `/groups/${encodeURIComponent(guid)}`;
