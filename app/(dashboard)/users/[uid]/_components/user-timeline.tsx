"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useQueryStates } from "nuqs";
import { useId, useState } from "react";
import { NamesProvider } from "@/components/names/named-id";
import { useNames } from "@/components/names/use-names";
import { SectionError } from "@/components/section/section-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { unwrapAction } from "@/lib/action-result";
import { userTimelineAction } from "@/lib/actions/user-timeline";
import { userKeys } from "@/lib/query-keys";
import { TIMELINE_GAPS, TIMELINE_KIND_LABELS, TIMELINE_KINDS, type TimelineKind } from "@/lib/timeline/kinds";
import type { TimelinePage } from "@/lib/timeline/schema";
import { timelineSearchParams, toTimelineInput } from "@/lib/timeline/search-params";
import { TimelineEntryRow } from "./user-timeline-entry";

type Input = ReturnType<typeof toTimelineInput>;

const timelineKey = (input: Input) =>
  [...userKeys.detail(input.uid), "timeline", input.kinds?.[0] ?? "all", input.before ?? ""] as const;

/**
 * The user's timeline: every kind of entry merged by time, newest first, a page at a time. The kind shown and
 * the page's start are in the URL; the server draws the first page, and "Older" reads the next through the action.
 */
export function UserTimeline({
  uid,
  readable,
  initialInput,
  initialPage,
  initialError,
}: {
  uid: string;
  /** The kinds this admin's role may read. */
  readable: readonly TimelineKind[];
  initialInput: Input;
  initialPage?: TimelinePage;
  initialError?: string;
}) {
  const [url, setUrl] = useQueryStates(timelineSearchParams);
  const input = toTimelineInput(uid, url);
  const key = timelineKey(input);
  const fromServer = key.join("\n") === timelineKey(initialInput).join("\n");
  const [retried, setRetried] = useState(false);
  const serverFailed = fromServer && initialError !== undefined && !retried;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => unwrapAction(await userTimelineAction(input)),
    initialData: fromServer ? initialPage : undefined,
    placeholderData: keepPreviousData,
    enabled: !serverFailed,
    retry: false,
  });
  const filterId = useId();
  const kind = url.timeline;
  const page = query.data;
  const names = useNames(namedIn(page));

  const choose = (value: string) =>
    void setUrl({
      timeline: (TIMELINE_KINDS as readonly string[]).includes(value) ? (value as TimelineKind) : null,
      timelineBefore: null,
    });

  const error = serverFailed ? initialError : query.isError ? query.error.message : undefined;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={filterId} className="font-medium">
            Kind
          </label>
          <select
            id={filterId}
            className="h-9 rounded-md border border-border bg-background px-2 text-sm"
            value={kind ?? ""}
            onChange={(e) => choose(e.target.value)}
          >
            <option value="">Every kind</option>
            {TIMELINE_KINDS.map((k) => (
              <option key={k} value={k} disabled={!readable.includes(k)}>
                {TIMELINE_KIND_LABELS[k]}
                {readable.includes(k) ? "" : " (admins only)"}
              </option>
            ))}
          </select>
        </div>
        {url.timelineBefore ? (
          <Button variant="outline" size="sm" onClick={() => void setUrl({ timelineBefore: null })}>
            Newest
          </Button>
        ) : null}
      </div>
      {error ? (
        <SectionError what="The timeline" message={error}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => (serverFailed ? setRetried(true) : void query.refetch())}
          >
            Try again
          </Button>
        </SectionError>
      ) : !page ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading the timeline…</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-2/3" />
        </div>
      ) : (
        <>
          {page.failures.length ? (
            <div
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
            >
              <p>Not shown, as they could not be read:</p>
              <ul className="list-disc pl-5">
                {page.failures.map((f) => (
                  <li key={`${f.kind}:${f.message}`}>
                    {TIMELINE_KIND_LABELS[f.kind]}: {f.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {page.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {url.timelineBefore
                ? "Nothing older."
                : kind
                  ? `Nothing of this kind (${TIMELINE_KIND_LABELS[kind].toLowerCase()}) for this user.`
                  : "Nothing has happened to or by this user that the timeline can show."}
            </p>
          ) : (
            <NamesProvider names={names}>
              <ol
                aria-label="Timeline"
                aria-busy={query.isFetching}
                className="flex flex-col divide-y divide-border text-sm"
              >
                {page.entries.map((e) => (
                  <TimelineEntryRow key={e.key} entry={e} />
                ))}
              </ol>
            </NamesProvider>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {page.next ? (
              <Button
                variant="outline"
                size="sm"
                disabled={query.isFetching}
                onClick={() => void setUrl({ timelineBefore: page.next ?? null })}
              >
                {query.isFetching ? "Loading…" : "Older"}
              </Button>
            ) : null}
          </div>
        </>
      )}
      <details className="text-sm text-muted-foreground">
        <summary className="cursor-pointer">What the timeline cannot show</summary>
        <ul className="mt-2 list-disc pl-5">
          {readable.length < TIMELINE_KINDS.length ? (
            <li>
              Notifications delivered and admin actions: the notification log and the audit log are for
              admins.
            </li>
          ) : null}
          {TIMELINE_GAPS.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function namedIn(page: TimelinePage | undefined) {
  const uids = new Set<string>();
  const guids = new Set<string>();
  for (const e of page?.entries ?? []) {
    for (const p of e.parts) {
      if (typeof p === "string") continue;
      if ("user" in p) uids.add(p.user);
      else guids.add(p.group);
    }
  }
  return { uids: [...uids], guids: [...guids] };
}
