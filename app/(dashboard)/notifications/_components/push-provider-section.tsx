import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHeadings, TableRow } from "@/components/ui/table";
import type { PushPlatform } from "@/lib/server/api/chat-notifications";
import { ProviderDialog } from "./provider-dialog";
import { PushProviderActions } from "./push-provider-actions";

/** One push platform's providers, a row each (credentials masked) with make-default and delete; add above. */
export function PushProviderSection<P extends { providerId: string; isDefault: boolean }>({
  platform,
  title,
  about,
  empty,
  providers,
  details,
}: {
  platform: PushPlatform;
  title: string;
  about: string;
  empty: string;
  providers: P[];
  details: (provider: P) => ReactNode;
}) {
  const id = `${platform}-heading`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{about}</p>
        </div>
        <ProviderDialog provider={platform} />
      </div>
      {providers.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table aria-labelledby={id}>
          <TableHeadings headings={["Provider", "Credentials"]} />
          <TableBody>
            {providers.map((p) => (
              <TableRow key={p.providerId}>
                <TableCell className="font-medium">{p.providerId}</TableCell>
                <TableCell className="text-sm">{details(p)}</TableCell>
                <TableCell>
                  <PushProviderActions
                    platform={platform}
                    providerId={p.providerId}
                    isDefault={p.isDefault}
                    only={providers.length === 1}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
