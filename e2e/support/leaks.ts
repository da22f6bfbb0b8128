import type { Page } from "@playwright/test";
import { secrets } from "./env";

const BODY_WAIT_MS = 15_000;

export function watchResponses(page: Page) {
  const pending: Promise<string>[] = [];
  page.on("response", (res) => {
    if (res.headers()["content-type"]?.startsWith("text/event-stream")) {
      // A live stream's body never resolves; its stored events are checked where pages render them.
      pending.push(Promise.resolve(`${res.url()}\n${JSON.stringify(res.headers())}`));
      return;
    }
    // A response cut off by the page moving on (a poll in flight) can leave its body unread for good: its
    // headers are searched, and its body for as long as it takes to arrive, within a bound.
    const head = `${res.url()}\n${JSON.stringify(res.headers())}`;
    const cutOff = new Promise<string>((resolve) => setTimeout(() => resolve(head), BODY_WAIT_MS));
    pending.push(
      Promise.race([
        res
          .body()
          .then((b) => `${head}\n${b.toString("utf8")}`)
          .catch(() => head),
        cutOff,
      ]),
    );
  });
  return { bodies: () => Promise.all(pending) };
}

export function secretsIn(bodies: string[], extra: string[] = []): string[] {
  const found: string[] = [];
  for (const secret of [...secrets(), ...extra]) {
    const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
    for (const body of bodies) {
      if ([...forms].some((f) => body.includes(f))) {
        found.push(`${secret.slice(0, 4)}… in ${body.split("\n", 1)[0]}`);
      }
    }
  }
  return found;
}
