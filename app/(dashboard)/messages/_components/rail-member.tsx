"use client";

import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { pickerKeys } from "@/components/pickers/use-suggestions";
import { UserPicker } from "@/components/pickers/user-picker";
import { Label } from "@/components/ui/label";
import { UserAvatar } from "@/components/user-avatar";
import { unwrapAction } from "@/lib/action-result";
import { searchUsersAction } from "@/lib/pickers/actions";
import type { PickerOption } from "@/lib/pickers/schema";

/** The user a uid names, as the user picker suggests them (a link's member is known by uid alone). */
export function useMemberOption(uid: string | null) {
  const input = { search: uid ?? "" };
  return useQuery({
    queryKey: pickerKeys.search("user", input),
    queryFn: async () => unwrapAction(await searchUsersAction(input)),
    enabled: Boolean(uid),
    staleTime: 30_000,
    retry: false,
    select: (options: PickerOption[]) => options.find((o) => o.value.toLowerCase() === uid?.toLowerCase()),
  }).data;
}

/**
 * The rail's member: a user picked from the suggestions (a typed uid alone is not taken), shown as a chip
 * with a button that clears it. Focus stays on the control that takes its place.
 */
export function RailMember({
  member,
  onChange,
}: {
  member: string | null;
  onChange: (uid: string | null) => void;
}) {
  const id = useId();
  const hint = useId();
  const [text, setText] = useState("");
  // The user just picked is known at once; a link's member once the suggestions for its uid come.
  const [picked, setPicked] = useState<PickerOption>();
  const found = useMemberOption(member);
  const option = picked && picked.value === member ? picked : found;
  const clear = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLInputElement>(null);
  // Set by a pick or a clear: the control that replaces the one used takes the focus once drawn.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (member ? clear.current : box.current)?.focus();
  }, [member]);
  const name = option?.label ?? member ?? "";
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={member ? undefined : id}>Member</Label>
      {member ? (
        <span className="inline-flex max-w-full items-center gap-1 self-start rounded-full border border-border bg-muted py-0.5 pr-1 pl-0.5 text-sm">
          <UserAvatar name={name} id={member} src={option?.avatar} />
          <span className="truncate" title={`${name} (${member})`}>
            {name !== member ? `${name} · ${member}` : member}
          </span>
          <button
            ref={clear}
            type="button"
            aria-label={`Clear member ${name}`}
            className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => {
              moved.current = true;
              onChange(null);
            }}
          >
            <X aria-hidden className="size-3" />
          </button>
        </span>
      ) : (
        <UserPicker
          id={id}
          ref={box}
          aria-describedby={hint}
          placeholder="Pick a user by name or uid"
          value={text}
          onChange={setText}
          onPick={(o) => {
            moved.current = true;
            setText("");
            setPicked(o);
            onChange(o.value);
          }}
        />
      )}
      <p id={hint} className="text-xs text-muted-foreground">
        {member
          ? "Their one-on-one conversations and the groups they are in, each opened as them."
          : "Only the conversations of one user: their one-on-one conversations and their groups."}
      </p>
    </div>
  );
}
