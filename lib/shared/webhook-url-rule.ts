/** Deliveries must go over HTTPS; plain http only for this machine, so the local sandbox can deliver. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "[::1]") return true;
  const parts = host.split(".");
  return (
    parts.length === 4 && parts[0] === "127" && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)
  );
}

export function webhookUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return "Enter a full URL, e.g. https://example.com/hooks.";
  const url = new URL(value);
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:") {
    return isLoopbackHost(url.hostname)
      ? undefined
      : "Use https: plain http is allowed only for localhost, 127.0.0.0/8 and [::1].";
  }
  return "Use an https URL.";
}
