import { describe, expect, it } from "vitest";
import { webhookTitle } from "./title";

const hook = {
  id: "orders-hook",
  name: "Order events",
  webhookURL: "https://hooks.example.com/in/s3cr3t?token=t",
};

describe("webhookTitle", () => {
  it("names the webhook beside its id", () => {
    expect(webhookTitle(hook)).toBe("Order events (orders-hook) · Webhook");
  });
  it("without a name, gives the host it posts to and never the URL's path or query", () => {
    expect(webhookTitle({ ...hook, name: "  " })).toBe("hooks.example.com (orders-hook) · Webhook");
    expect(webhookTitle({ ...hook, name: "", webhookURL: "http://127.0.0.1:8080/x?key=k" })).toBe(
      "127.0.0.1:8080 (orders-hook) · Webhook",
    );
    expect(webhookTitle({ ...hook, name: "", webhookURL: "https://user:pass@hooks.example.com/" })).toBe(
      "hooks.example.com (orders-hook) · Webhook",
    );
  });
  it("falls back to the id alone when neither says more", () => {
    expect(webhookTitle({ ...hook, name: "", webhookURL: "not a url" })).toBe("orders-hook · Webhook");
    expect(webhookTitle({ ...hook, name: "orders-hook" })).toBe("orders-hook · Webhook");
  });
});
