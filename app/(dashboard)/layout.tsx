import type { ReactNode } from "react";
import { CommandPalette } from "@/components/command-palette/command-palette";
import { TablePrefsProvider } from "@/components/data-table/table-prefs";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { getDb } from "@/lib/db";
import { activeConnection, listConnections } from "@/lib/server/connections";
import { tablePrefsOf } from "@/lib/server/table-prefs";
import { AppSwitcher } from "./_components/app-switcher";
import { MobileNav } from "./_components/mobile-nav";
import { navLinks } from "./_components/nav-links";
import { SideNav } from "./_components/side-nav";
import { ThemeToggle } from "./_components/theme-toggle";
import { UserMenu } from "./_components/user-menu";
import { paletteEntries } from "./_lib/palette";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  // The layout only shows who is signed in; every page and action checks its own role on the server.
  const admin = await guardPage("viewer", { withoutTwoFactor: true });
  const [connections, active, tablePrefs] = await Promise.all([
    listConnections(),
    activeConnection(),
    getDb().then((db) => tablePrefsOf(db, admin.id)),
  ]);
  const nav = navLinks(admin.role);
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      {/* The aside stretches to the page's full height so its background does; the links stay in view. */}
      <aside className="hidden border-r border-border bg-muted/40 md:block md:w-60 md:shrink-0">
        <div className="sticky top-0 flex max-h-dvh flex-col overflow-y-auto">
          <div className="p-4 font-semibold">Chat admin</div>
          <SideNav items={nav} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex items-center gap-2 border-b border-border bg-background/95 px-3 py-2 backdrop-blur md:px-6">
          <MobileNav items={nav} />
          <AppSwitcher
            connections={connections}
            activeId={active?.id}
            canManage={atLeast(admin.role, "admin")}
          />
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <CommandPalette entries={paletteEntries(admin.role)} />
            <ThemeToggle />
            <UserMenu name={admin.name} email={admin.email} role={admin.role} />
          </div>
        </header>
        {/* A column, so a page can fill what the header leaves of the screen (see `StatusCard`). */}
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col p-4 focus:outline-none md:p-6">
          <TablePrefsProvider initial={tablePrefs}>{children}</TablePrefsProvider>
        </main>
      </div>
    </div>
  );
}
