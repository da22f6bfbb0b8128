import { describe, expect, it } from "vitest";
import { localServer, readBody } from "@/test/local-server";
import { postEvent } from "./post-event";
import { replayUrlProblem } from "./replay-url";

describe("replayUrlProblem", () => {
  it.each([
    "https://example.com/hook",
    "https://hooks.example.test:8443/x?y=1",
    "http://127.0.0.1:4000/api/receiver/ep_1",
    "http://localhost:3000/x",
    "http://[::1]:3000/x",
  ])("allows %s", (url) => {
    expect(replayUrlProblem(url)).toBeUndefined();
  });

  it("refuses plain http to a public host with the reason", () => {
    expect(replayUrlProblem("http://example.com")).toMatch(/^Refused: Use https: plain http is allowed only/);
  });

  it.each(["ftp://example.com/x", "not a url", "", "javascript:alert(1)", "http://127.0.0.1.evil.test/"])(
    "refuses %s",
    (url) => {
      expect(replayUrlProblem(url)).toMatch(/^Refused: /);
    },
  );
});

describe("postEvent", () => {
  const seen: { auth?: string; type?: string; body: string }[] = [];
  const server = localServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ auth: req.headers.authorization, type: req.headers["content-type"], body });
    if (req.url === "/slow") return setTimeout(() => res.end("late"), 1_000);
    if (req.url === "/redirect") {
      res.writeHead(302, { location: "http://example.com/" });
      return res.end();
    }
    res.writeHead(req.url === "/fail" ? 500 : 200).end("ok");
  });

  it("POSTs the JSON payload with Basic auth and reports the status", async () => {
    const out = await postEvent(
      `${server.base}/ok`,
      { trigger: "x" },
      { auth: { username: "u", password: "p" } },
    );
    expect(out).toMatchObject({ status: 200, ok: true });
    expect(out.durationMs).toBeGreaterThanOrEqual(0);
    expect(seen.at(-1)).toEqual({
      auth: `Basic ${Buffer.from("u:p").toString("base64")}`,
      type: "application/json",
      body: '{"trigger":"x"}',
    });
  });

  it("reports a failing status as not ok", async () => {
    expect(await postEvent(`${server.base}/fail`, {})).toMatchObject({ status: 500, ok: false });
  });

  it("does not follow a redirect", async () => {
    expect(await postEvent(`${server.base}/redirect`, {})).toMatchObject({ status: 302, ok: false });
  });

  it("times out", async () => {
    const out = await postEvent(`${server.base}/slow`, {}, { timeoutMs: 200 });
    expect(out).toMatchObject({ ok: false, error: "No answer within 0.2 s." });
    expect(out.status).toBeUndefined();
  });

  it("reports a refused connection plainly, without the socket's error", async () => {
    const out = await postEvent("http://127.0.0.1:9/x", {});
    expect(out).toMatchObject({ ok: false, error: "The receiver could not be reached." });
  });

  it.each([
    "https://169.254.169.254/latest/meta-data",
    "https://10.1.2.3/x",
    "https://192.168.0.10:8443/x",
    "https://[fe80::1]/x",
    "https://[::ffff:10.0.0.1]/x",
  ])("refuses the private or link-local target %s without connecting", async (url) => {
    const out = await postEvent(url, {}, { timeoutMs: 2_000 });
    expect(out.ok).toBe(false);
    expect(out.error).toMatch(/^Refused: .* is a private or link-local address/);
    expect(out.durationMs).toBeLessThan(1_000);
  });
});
