import type { Page } from "@playwright/test";

/** Posts a server action by its id as the page's session would, and answers the response's text (the RSC payload). */
export async function callAction(
  page: Page,
  path: string,
  actionId: string,
  input: unknown,
): Promise<string> {
  const res = await page.request.post(path, {
    headers: {
      "Next-Action": actionId,
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
    },
    data: JSON.stringify([input]),
  });
  return res.text();
}
