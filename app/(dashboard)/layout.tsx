import type { ReactNode } from "react";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { activeConnection, listConnections } from "@/lib/connections";
import { AppSwitcher } from "./_components/app-switcher";
import { SideNav } from "./_components/side-nav";
import { UserMenu } from "./_components/user-menu";
import { NAV } from "./_lib/nav";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const admin = await guardPage();
  const [connections, active] = await Promise.all([listConnections(), activeConnection()]);
  const items = NAV.filter((n) => atLeast(admin.role, n.minRole)).map(({ href, label, planned }) => ({
    href,
    label,
    planned: Boolean(planned),
  }));
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <aside className="border-b border-border bg-muted/40 md:sticky md:top-0 md:h-screen md:w-60 md:shrink-0 md:border-b-0 md:border-r">
        <div className="flex items-center justify-between gap-2 p-4">
          <span className="font-semibold">Chat admin</span>
        </div>
        <div className="px-3 pb-3">
          <AppSwitcher connections={connections} activeId={active?.id} />
        </div>
        <SideNav items={items} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-3 border-b border-border px-4 py-2">
          <UserMenu email={admin.email} role={admin.role} />
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
