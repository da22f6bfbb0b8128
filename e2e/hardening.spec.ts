import { request as httpRequest } from "node:http";
import { text } from "node:stream/consumers";
import { expect, test } from "@playwright/test";
import { runSuffix } from "./support/chat";
import { ACCOUNTS, e2e, storageFile } from "./support/env";
import { createEndpoint } from "./support/receiver";

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const callback of ["/%5Cevil.example/x", "/\\evil.example/x", "/%09/evil.example/x"]) {
    test(`sign-in never leaves the dashboard for callbackUrl ${callback}`, async ({ page }) => {
      await page.goto(`/sign-in?callbackUrl=${callback}`);
      await page.getByLabel("Email").fill(ACCOUNTS.viewer.email);
      await page.getByLabel("Password").fill(ACCOUNTS.viewer.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(`http://127.0.0.1:${e2e.port}`);
    });
  }
});

test.describe("signed in", () => {
  test.use({ storageState: storageFile("admin") });

  test("every page is sent with headers that forbid framing and sniffing", async ({ page }) => {
    for (const path of ["/calls", "/users", "/sign-in"]) {
      const res = await page.request.get(path);
      const headers = res.headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
  });

  for (const path of ["/users/%ED%A0%80", "/groups/%C0%AE%C0%AE", "/calls/%ED%A0%80", "/events/%C0%AE"]) {
    test(`a malformed path ${path} answers the dashboard's 404`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("a server action's request over the body limit answers 413 with the reason, not 500", async ({
    page,
  }) => {
    await page.goto("/users");
    const res = await page.request.post("/users", {
      headers: { "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" },
      data: "x".repeat(5 * 1024 * 1024),
    });
    expect(res.status()).toBe(413);
    expect((await res.json()).error).toMatch(
      /^The request is too large: 5\.0 MB, where the dashboard takes at most 4\.0 MB\.$/,
    );
  });

  test("a server action's request that does not say its length answers 411, not 500", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${e2e.baseUrl}/users`,
        { method: "POST", headers: { "next-action": "0".repeat(42), "transfer-encoding": "chunked" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", (err: NodeJS.ErrnoException) => {
        if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
      });
      req.write("x".repeat(1024));
      req.end();
    });
    expect(status).toBe(411);
  });

  test("an API path that is not valid UTF-8 answers 400", async ({ page }) => {
    const res = await page.request.post("/api/receiver/%ED%A0%80", { data: {} });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "malformed_path" } });
  });

  test("the receiver answers hostile deliveries with their 4xx on the production server's path", async ({
    page,
  }) => {
    const issued = await createEndpoint(page, `E2E hostile ${runSuffix()}`);
    const url = new URL(issued.url);
    const auth = `Basic ${Buffer.from(`${issued.username}:${issued.password}`).toString("base64")}`;

    const post = (chunks: Buffer[], length?: number) =>
      new Promise<{ status: number; code: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: "POST",
            headers: {
              authorization: auth,
              "content-type": "application/json",
              ...(length === undefined ? {} : { "content-length": String(length) }),
            },
          },
          (res) =>
            text(res).then((body) => {
              const code = (JSON.parse(body || "{}") as { error?: { code?: string } }).error?.code ?? "";
              resolve({ status: res.statusCode ?? 0, code });
            }, reject),
        );
        req.on("error", (err: NodeJS.ErrnoException) => {
          // The server may answer and close before a long body is written.
          if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
        });
        for (const c of chunks) req.write(c);
        req.end();
      });
    const json = (text: string) => [Buffer.from(text)];

    // A good delivery first: it opens the receiver, so what follows takes the server's fast path.
    const ok = await post(json('{"trigger":"message_sent","data":{"message":{"id":"hostile-ok"}}}'));
    expect(ok.status).toBe(200);

    const megabyte = Buffer.alloc(1024 * 1024 + 1, 0x20);
    expect(await post([megabyte], megabyte.length)).toEqual({ status: 413, code: "payload_too_large" });
    expect(await post([megabyte.subarray(0, 600_000), megabyte.subarray(600_000)])).toEqual({
      status: 413,
      code: "payload_too_large",
    });
    expect(await post([Buffer.from([0x7b, 0xff, 0xfe, 0x7d])])).toEqual({
      status: 400,
      code: "invalid_body",
    });
    expect(await post(json('{"trigger":"\\ud800","data":{}}'))).toEqual({
      status: 400,
      code: "invalid_envelope",
    });
    const arrays = `{"trigger":"x","data":{"a":${"[".repeat(200_000)}${"]".repeat(200_000)}}}`;
    expect(await post(json(arrays))).toEqual({ status: 400, code: "invalid_json" });
    const objects = `{"trigger":"x","data":${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}}`;
    expect(await post(json(objects))).toEqual({ status: 400, code: "invalid_json" });
  });
});
