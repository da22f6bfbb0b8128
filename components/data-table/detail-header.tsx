import type { ReactNode } from "react";
import { BackToList } from "./back-to-list";

/**
 * A list item's page heading: the way back to the list (as it was last seen), the item's name, what `children`
 * add under it, and the page's actions beside them.
 */
export function DetailHeader({
  list,
  title,
  children,
  actions,
}: {
  list: { href: string; label: string };
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <BackToList href={list.href}>{`← ${list.label}`}</BackToList>
        <h1 className="break-all text-2xl font-semibold">{title}</h1>
        {children}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}
