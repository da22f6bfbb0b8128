import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { PushProviderSection } from "./push-provider-section";

const url = vi.hoisted(() => ({ search: "" }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(url.search),
}));
vi.mock("../_lib/actions", () => ({
  addFcmProviderAction: vi.fn(),
  addApnsProviderAction: vi.fn(),
  saveTwilioAction: vi.fn(),
  saveSendGridAction: vi.fn(),
  saveCustomProviderAction: vi.fn(),
  makeDefaultPushProviderAction: vi.fn(),
  deletePushProviderAction: vi.fn(),
}));

const section = (providers: { providerId: string; isDefault: boolean; key: string }[]) =>
  renderWith(
    <PushProviderSection
      platform="fcm"
      title="Firebase Cloud Messaging (FCM)"
      about="Android, iOS and web apps that use Firebase."
      empty="No FCM provider yet."
      providers={providers}
      details={(p) => <span>key {p.key}</span>}
    />,
  );

describe("a push platform's providers", () => {
  it("lists each provider with its details, the default marked and the others offered as default", () => {
    section([
      { providerId: "main", isDefault: true, key: "k1" },
      { providerId: "spare", isDefault: false, key: "k2" },
    ]);
    const table = screen.getByRole("table", { name: "Firebase Cloud Messaging (FCM)" });
    const [main, spare] = within(table).getAllByRole("row").slice(1);
    within(main as HTMLElement).getByText("key k1");
    within(main as HTMLElement).getByText("Default");
    within(spare as HTMLElement).getByText("key k2");
    within(spare as HTMLElement).getByRole("button", { name: "Make default spare" });
    screen.getByRole("button", { name: /add/i });
  });

  it("says so when the platform has none", () => {
    section([]);
    screen.getByText("No FCM provider yet.");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the new provider's form when the URL asks for it (the palette's “Add a push provider”)", async () => {
    url.search = "?new-fcm=1";
    try {
      section([]);
      expect((await screen.findByRole("dialog")).textContent).toContain("FCM");
    } finally {
      url.search = "";
    }
  });
});
