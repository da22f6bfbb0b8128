"use client";

import Link from "next/link";
import { createContext, type ReactNode, useContext } from "react";
import type { Names } from "@/lib/schemas/names";
import { NameWithId } from "./name-with-id";

export const NO_NAMES: Names = { users: {}, groups: {} };

// A context rather than a prop of the columns: the list kit's rows are memoised on their columns, and a
// context reaches the cells that read it when the names arrive without drawing the other cells again.
const NamesContext = createContext<Names>(NO_NAMES);

export function NamesProvider({ names, children }: { names: Names; children: ReactNode }) {
  return <NamesContext value={names}>{children}</NamesContext>;
}

/** A user's or group's id in a table cell, with its name beside it once the names around it have it. */
export function NamedId({ kind, id, href }: { kind: "user" | "group"; id: string; href?: string }) {
  const names = useContext(NamesContext);
  const shown = <NameWithId id={id} name={(kind === "user" ? names.users : names.groups)[id]} />;
  if (!href) return shown;
  return (
    <Link href={href} prefetch={false} className="underline-offset-4 hover:underline">
      {shown}
    </Link>
  );
}

export const userHref = (uid: string) => `/users/${encodeURIComponent(uid)}`;
export const groupHref = (guid: string) => `/groups/${encodeURIComponent(guid)}`;
