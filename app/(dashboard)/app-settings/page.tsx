import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { guardPage } from "@/lib/auth/guard";
import * as appsContract from "@/lib/contract/apps";
import { call } from "@/lib/server/api/call";
import { ManagementUnavailable } from "../_components/management-required";
import { loadFromManagement } from "../_lib/management-load";
import { AppSettingsForm } from "./_components/app-settings-form";
import { UsageReport } from "./_components/usage-report";

export const metadata: Metadata = { title: "App settings" };

export default async function AppSettingsPage() {
  await guardPage("admin");
  const load = await loadFromManagement(
    async (active) =>
      (await call(active.conn, appsContract.getAppSettings, { params: { appId: active.conn.appId } })).data,
  );
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader title="App settings">
        How the service treats this app&apos;s conversations, and its billing usage.
      </PageHeader>
      {load.state !== "loaded" ? (
        <ManagementUnavailable what="The app settings" load={load} />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Conversations</CardTitle>
            </CardHeader>
            <CardContent>
              <AppSettingsForm stored={load.data} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Usage report</CardTitle>
            </CardHeader>
            <CardContent>
              <UsageReport />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
