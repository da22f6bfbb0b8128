import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatSeconds } from "@/lib/format";
import type { CallDetail } from "@/lib/schemas/calls";
import { CallRecordings, CallTranscripts } from "./call-recordings";

// Only what these two sections read of a call.
const callWith = (extra: Partial<CallDetail>) => ({ hasRecording: false, ...extra }) as CallDetail;

describe("a call's recordings and transcripts", () => {
  it("link each file in a new tab, with the span it covers", () => {
    render(
      <>
        <CallRecordings
          call={callWith({
            recordings: [
              {
                rid: "r1",
                recording_url: "https://files.test/r1.mp4",
                startTime: 1_790_000_000,
                endTime: 1_790_000_060,
                duration: 60,
              },
            ],
          })}
        />
        <CallTranscripts
          call={callWith({
            hasRecording: true,
            transcriptions: [
              {
                roomName: "room",
                mid: "m1",
                tid: "t1",
                startTime: 1_790_000_000,
                endTime: 1_790_000_060,
                transcriptDate: "2026-09-21",
                transcriptUrl: "https://files.test/t1.txt",
              },
            ],
          })}
        />
      </>,
    );
    const span = `${formatSeconds(1_790_000_000)} – ${formatSeconds(1_790_000_060)} UTC`;
    const recording = screen.getByRole("link", { name: "Recording r1" });
    expect(recording.getAttribute("href")).toBe("https://files.test/r1.mp4");
    expect(recording.getAttribute("target")).toBe("_blank");
    within(recording.closest("li") as HTMLElement).getByText(`${span} · 60 s`);
    const transcript = screen.getByRole("link", { name: "Transcript t1" });
    expect(transcript.getAttribute("href")).toBe("https://files.test/t1.txt");
    within(transcript.closest("li") as HTMLElement).getByText(span);
  });

  it("say why there is none", () => {
    render(
      <>
        <CallRecordings call={callWith({})} />
        <CallTranscripts call={callWith({ hasRecording: true })} />
      </>,
    );
    screen.getByText("This call has no recording.");
    screen.getByText("No transcript yet: the service transcribes a recording after the call ends.");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
