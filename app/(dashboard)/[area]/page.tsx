import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/auth/guard";
import { plannedArea } from "../_lib/nav";

export async function generateMetadata({ params }: { params: Promise<{ area: string }> }): Promise<Metadata> {
  return { title: plannedArea((await params).area)?.label ?? "Not found" };
}

export default async function PlannedAreaPage({ params }: { params: Promise<{ area: string }> }) {
  const { area } = await params;
  const item = plannedArea(area);
  if (!item) notFound();
  await guardPage(item.minRole);
  return (
    <div className="max-w-2xl">
      <h1 className="mb-2 text-2xl font-semibold">{item.label}</h1>
      <p className="text-muted-foreground">
        {item.planned} is not built yet. This area of the dashboard is planned and will appear here.
      </p>
    </div>
  );
}
