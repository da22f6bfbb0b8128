import { expect, test } from "@playwright/test";
import { storageFile } from "./support/env";
import { secretsIn, watchResponses } from "./support/leaks";
import { mgmt } from "./support/mgmt";

test.describe.configure({ mode: "serial" });
test.use({ storageState: storageFile("admin") });

const GIPHY_KEY = "e2eGiphyKey0123456789abcdefXYZ";

test("an admin turns an extension on, sets it up with its key masked after, and turns it off", async ({
  page,
}) => {
  const seen = watchResponses(page);
  await page.goto("/extensions");
  await expect(page.getByRole("heading", { name: "Extensions", level: 1 })).toBeVisible();
  await page.getByLabel("Find an extension").fill("giphy");
  const row = page.getByRole("table", { name: "Extensions" }).getByRole("row", { name: /Giphy/ });
  await expect(row).toContainText("Off");
  await row.getByRole("button", { name: "Turn on Giphy" }).click();
  await expect(page.getByText("Giphy is on.")).toBeVisible();
  await expect(row).toContainText("On");

  // On, but nothing works until it is set up: the list says so and links to the settings.
  await row.getByRole("link", { name: /^Needs settings/ }).click();
  await expect(page.getByRole("heading", { name: "Giphy", level: 1 })).toBeVisible();
  await expect(page.getByText("Not set up yet")).toBeVisible();
  const state = page.getByRole("region", { name: "State" });
  await expect(state).toContainText("On, needs settings");
  const form = page.getByRole("form", { name: "Giphy settings" });
  await form.getByRole("button", { name: "Set up" }).click();
  await expect(form.getByText(/Giphy API key/).last()).toBeVisible();
  await form.getByLabel("Giphy API key").fill(GIPHY_KEY);
  await form.getByRole("button", { name: "Set up" }).click();
  await expect(page.getByText("Giphy settings saved.")).toBeVisible();
  await expect(form.getByText("Saved (••••fXYZ): leave blank to keep it.")).toBeVisible();
  await expect(form.getByLabel("Giphy API key")).toHaveValue("");
  await expect(state).toContainText("On: the service runs it");

  // Saving again with the key left blank keeps it.
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Giphy settings saved.").first()).toBeVisible();
  const stored = await (await mgmt("GET", "/extensions/gifs-giphy/v1/settings")).text();
  expect(stored).toContain(GIPHY_KEY);
  expect(secretsIn(await seen.bodies(), [GIPHY_KEY])).toEqual([]);

  await page.getByRole("link", { name: "← Extensions" }).click();
  await page.getByLabel("Find an extension").fill("giphy");
  await expect(row).toContainText("On");
  await expect(row.getByRole("link", { name: /^Needs settings/ })).toHaveCount(0);
  await row.getByRole("link", { name: "Settings of Giphy" }).click();

  await page.getByRole("button", { name: "Delete settings Giphy" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Not set up yet")).toBeVisible();
  await expect(state).toContainText("On, needs settings");

  // Turned off from its own page, after confirming, as from the list.
  await state.getByRole("button", { name: "Turn off Giphy" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Giphy is off.")).toBeVisible();
  await expect(state).toContainText("Off: the service does not run it.");

  await page.getByRole("link", { name: "← Extensions" }).click();
  await page.getByLabel("Find an extension").fill("giphy");
  await expect(row).toContainText("Off");
});

test("settings forms read lists and shortcuts line by line and say which line is wrong", async ({ page }) => {
  await page.goto("/extensions/message-shortcuts");
  const form = page.getByRole("form", { name: "Message shortcuts settings" });
  await form.getByLabel("Shortcuts").fill("!ty = Thank you!\nno sign here");
  await form.getByRole("button", { name: /Set up|Save settings/ }).click();
  await expect(form.getByText(/Line 2 is not “shortcut = text”/)).toBeVisible();
  await form.getByLabel("Shortcuts").fill("!ty = Thank you!\n!hb = Happy birthday!");
  await form.getByRole("button", { name: /Set up|Save settings/ }).click();
  await expect(page.getByText("Message shortcuts settings saved.")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("form", { name: "Message shortcuts settings" }).getByLabel("Shortcuts"),
  ).toHaveValue("!ty = Thank you!\n!hb = Happy birthday!");
});

test("an admin makes a chat widget from the published defaults and changes it", async ({ page }) => {
  await page.goto("/extensions/widget");
  await page.getByRole("button", { name: "New widget" }).click();
  const form = page.getByRole("form", { name: "New widget" });
  await form.getByRole("button", { name: "Create widget" }).click();
  await expect(form.getByText(/Widget name/).last()).toBeVisible();
  const name = `Help desk ${Date.now()}`;
  await form.getByLabel("Widget name").fill(name);
  await form.getByLabel("Primary color").fill("blue");
  await form.getByRole("button", { name: "Create widget" }).click();
  await expect(form.getByText(/colour such as/)).toBeVisible();
  await form.getByLabel("Primary color").fill("#112233");
  await form.getByRole("button", { name: "Create widget" }).click();
  await expect(page.getByText("Widget created.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Widgets" }).getByRole("button", { name })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const edit = page.getByRole("form", { name: "Widget settings" });
  await edit.getByLabel("Share location").click();
  await edit.getByRole("button", { name: "Save widget" }).click();
  await expect(page.getByText("Widget saved.")).toBeVisible();
  const listed = (await (await mgmt("GET", "/extensions/widget/v2/settings")).json()) as {
    data: {
      body: {
        data: {
          configuration: { name: string; style: Record<string, unknown>; main: Record<string, boolean> };
        }[];
      };
    };
  };
  const mine = listed.data.body.data.find((w) => w.configuration.name === name);
  expect(mine?.configuration.style.primary_color).toBe("#112233");
  // Off by default, as published; the click turned it on.
  expect(mine?.configuration.main.share_location).toBe(true);
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });
  test("sees no extensions and cannot open them", async ({ page }) => {
    await page.goto("/calls");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Extensions" }),
    ).toHaveCount(0);
    expect((await page.goto("/extensions"))?.status()).toBe(403);
    expect((await page.goto("/extensions/gifs-giphy"))?.status()).toBe(403);
  });
});
