import { act, render, screen, within } from "@testing-library/react";
import { use } from "react";
import { describe, expect, it, vi } from "vitest";
import { SectionBody, SectionCard } from "./section-card";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: vi.fn() }),
  usePathname: () => "/users/ada",
}));

function Waits({ on }: { on: Promise<string> }) {
  return <p>{use(on)}</p>;
}
function Throws(): never {
  throw new Error("the friends list broke");
}

describe("a section of a detail page", () => {
  it("draws its heading at once and its content when its own load finishes, whatever the others do", async () => {
    let finish: (v: string) => void = () => {};
    const slow = new Promise<string>((r) => {
      finish = r;
    });
    // Rendered in an awaited act, as React wants for a suspending tree, so the resolved load is drawn.
    await act(async () => {
      render(
        <>
          <SectionCard id="slow" title="Blocked users">
            <Waits on={slow} />
          </SectionCard>
          <SectionCard id="fast" title="Friends">
            <p>u1, u2</p>
          </SectionCard>
        </>,
      );
    });
    const slowOne = screen.getByRole("region", { name: "Blocked users" });
    within(slowOne).getByText("Loading blocked users…");
    within(screen.getByRole("region", { name: "Friends" })).getByText("u1, u2");
    await act(async () => finish("u3 is blocked"));
    within(slowOne).getByText("u3 is blocked");
    expect(within(slowOne).queryByText("Loading blocked users…")).toBeNull();
  });

  it("shows what throws in its content inside itself, and the other sections stay", () => {
    // React reports the caught error; the section shows it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <SectionCard id="friends" title="Friends">
          <Throws />
        </SectionCard>
        <SectionCard id="groups" title="Groups">
          <p>Staff room</p>
        </SectionCard>
      </>,
    );
    const broken = screen.getByRole("region", { name: "Friends" });
    expect(within(broken).getByRole("alert").textContent).toContain(
      "This list could not be loaded: the friends list broke",
    );
    within(broken).getByRole("button", { name: "Try again" });
    within(screen.getByRole("region", { name: "Groups" })).getByText("Staff room");
    logged.mockRestore();
  });

  it("says why there is nothing to load instead of loading", () => {
    render(
      <SectionCard id="tokens" title="Auth tokens" error="Not available while the user is deactivated.">
        <Throws />
      </SectionCard>,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "This list could not be loaded: Not available while the user is deactivated.",
    );
  });

  it("names what it could not load, and the retry stays in that section", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <SectionCard id="settings" title="Settings and triggers" what="The triggers">
          <Throws />
        </SectionCard>
        <SectionCard id="test-event" title="Send a test event">
          <p>Send</p>
        </SectionCard>
      </>,
    );
    const broken = screen.getByRole("region", { name: "Settings and triggers" });
    expect(within(broken).getByRole("alert").textContent).toContain(
      "The triggers could not be loaded: the friends list broke",
    );
    within(broken).getByRole("button", { name: "Try again" });
    expect(within(screen.getByRole("region", { name: "Send a test event" })).queryByRole("alert")).toBeNull();
    logged.mockRestore();
  });
});

describe("a section's content drawn under the page's own heading", () => {
  it("waits on its own load while the content beside it shows, then fills in", async () => {
    let finish: (v: string) => void = () => {};
    const slow = new Promise<string>((r) => {
      finish = r;
    });
    await act(async () => {
      render(
        <>
          <section aria-label="Delivery attempts">
            <SectionBody label="Delivery attempts">
              <Waits on={slow} />
            </SectionBody>
          </section>
          <section aria-label="Send a test event">
            <p>Send a test event</p>
          </section>
        </>,
      );
    });
    const log = screen.getByRole("region", { name: "Delivery attempts" });
    within(log).getByText("Loading delivery attempts…");
    within(screen.getByRole("region", { name: "Send a test event" })).getByText("Send a test event");
    await act(async () => finish("2 attempts"));
    within(log).getByText("2 attempts");
    expect(within(log).queryByText("Loading delivery attempts…")).toBeNull();
  });

  it("shows what throws in its place only", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <SectionBody label="Rows of the job" what="The rows">
          <Throws />
        </SectionBody>
        <p>Job panel</p>
      </>,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "The rows could not be loaded: the friends list broke",
    );
    screen.getByText("Job panel");
    logged.mockRestore();
  });
});
