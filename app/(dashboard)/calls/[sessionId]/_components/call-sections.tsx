import { loadCall, loadPeopleNames } from "../_lib/load";
import { CallParticipants } from "./call-participants";
import { CallTimeline } from "./call-timeline";

// The sections that name every participant stream in once those names are read; the rest of the page
// draws from the call alone.

export async function TimelineSection({ sessionId }: { sessionId: string }) {
  const [{ call }, names] = await Promise.all([loadCall(sessionId), loadPeopleNames(sessionId)]);
  return <CallTimeline call={call} names={names} />;
}

export async function ParticipantsSection({ sessionId }: { sessionId: string }) {
  const [{ call }, names] = await Promise.all([loadCall(sessionId), loadPeopleNames(sessionId)]);
  return <CallParticipants participants={call.participants} names={names} />;
}
