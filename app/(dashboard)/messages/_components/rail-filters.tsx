"use client";

import { useId } from "react";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { TagPicker } from "@/components/pickers/tag-picker";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CONVERSATION_SEARCH_MAX, CONVERSATION_TAGS_MAX } from "@/lib/inputs/chat-conversations-query";
import { RAIL_ACTIVITIES, RAIL_ACTIVITY, RAIL_KINDS, type RailUrlState } from "../_lib/search-params";
import { MemberTagPicker } from "./member-tag-picker";
import { RailMember } from "./rail-member";

const KIND_LABELS: Record<(typeof RAIL_KINDS)[number], string> = {
  all: "All",
  user: "One-on-one",
  group: "Groups",
};

/**
 * The rail's search and filters, each written to the URL as it changes; Tab reaches every one. The tags a
 * member gave their conversations are offered once a member is chosen, and go with them.
 */
export function RailFilters({
  rail,
  member,
  setRail,
}: {
  rail: RailUrlState;
  /** The URL's member as the rail reads it (trimmed), when it is a uid: their tags are offered then only. */
  member: string | undefined;
  setRail: (change: Partial<{ [K in keyof RailUrlState]: RailUrlState[K] | null }>) => void;
}) {
  const tagsId = useId();
  const tagsHint = useId();
  const ownId = useId();
  const ownHint = useId();
  return (
    <div className="flex flex-col gap-2">
      <Input
        type="search"
        aria-label="Search conversations"
        placeholder="Search by name, uid or guid"
        maxLength={CONVERSATION_SEARCH_MAX}
        value={rail.find}
        onChange={(e) => setRail({ find: e.target.value || null })}
      />
      <RailMember member={rail.member} onChange={(member) => setRail({ member, memberTags: null })} />
      <fieldset className="flex gap-1" aria-label="Kind of conversation">
        {RAIL_KINDS.map((k) => (
          <Button
            key={k}
            type="button"
            size="sm"
            variant={rail.kind === k ? "outline" : "ghost"}
            aria-pressed={rail.kind === k}
            onClick={() => setRail({ kind: k === "all" ? null : k })}
          >
            {KIND_LABELS[k]}
          </Button>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={tagsId}>Tags</Label>
        <TagPicker
          id={tagsId}
          aria-describedby={tagsHint}
          value={rail.tags}
          max={CONVERSATION_TAGS_MAX}
          onChange={(tags) => setRail({ tags: tags.length ? tags : null })}
        />
        <p id={tagsHint} className="text-xs text-muted-foreground">
          The user or group the conversation is with carries any of them.
        </p>
      </div>
      {member ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ownId}>Member’s tags</Label>
          <MemberTagPicker
            id={ownId}
            aria-describedby={ownHint}
            member={member}
            value={rail.memberTags}
            max={CONVERSATION_TAGS_MAX}
            onChange={(memberTags) => setRail({ memberTags: memberTags.length ? memberTags : null })}
          />
          <p id={ownHint} className="text-xs text-muted-foreground">
            The member gave the conversation any of them.
          </p>
        </div>
      ) : null}
      <FilterSelect
        label="Last activity"
        anyLabel="Any time"
        value={rail.active}
        options={optionsOf(RAIL_ACTIVITIES, (a) => RAIL_ACTIVITY[a].label)}
        onChange={(active) => setRail({ active })}
      />
    </div>
  );
}
