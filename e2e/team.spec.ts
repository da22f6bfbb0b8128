import { expect, test } from "@playwright/test";
import { runSuffix } from "./support/chat";
import { storageFile } from "./support/env";
import { mgmt } from "./support/mgmt";

const who = `tm-${runSuffix()}@team.test`;
type Team = { data: { email: string; role: string }[] };
const team = async () => ((await (await mgmt("GET", "/collaborators")).json()) as Team).data;

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("adds someone to the app's team, changes their role and removes them", async ({ page }) => {
    await page.goto("/team");
    await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Add to team" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill("not an address");
    await dialog.getByRole("button", { name: "Add to team" }).click();
    await expect(dialog.getByText("Enter an email address.")).toBeVisible();
    expect((await team()).some((m) => m.email === who)).toBe(false);
    await dialog.getByLabel("Email").fill(who);
    await dialog.getByLabel("Role").selectOption("moderator");
    await dialog.getByRole("button", { name: "Add to team" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row", { name: new RegExp(who) });
    await expect(row).toBeVisible();
    await expect(row.getByLabel(`Role of ${who}`)).toHaveValue("moderator");
    expect((await team()).find((m) => m.email === who)?.role).toBe("moderator");

    await row.getByLabel(`Role of ${who}`).selectOption("admin");
    await expect.poll(async () => (await team()).find((m) => m.email === who)?.role).toBe("admin");

    await row.getByRole("button", { name: `Remove ${who}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove from team" }).click();
    await expect(row).toBeHidden();
    expect((await team()).some((m) => m.email === who)).toBe(false);
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("may not open the team", async ({ page }) => {
    await page.goto("/team");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  });
});
