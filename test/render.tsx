import { QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type OnUrlUpdateFunction } from "nuqs/adapters/testing";
import type { ReactElement, ReactNode } from "react";
import { makeQueryClient } from "@/lib/query-client";

export interface RenderWithOptions extends Omit<RenderOptions, "wrapper" | "queries"> {
  /** The URL's query string the component starts from. */
  searchParams?: string;
  /** Sees every URL write; the URL also keeps it, as a browser's would. */
  onUrlUpdate?: OnUrlUpdateFunction;
}

/** Renders `ui` with what a dashboard page gives it: a fresh query client, and the URL through nuqs. */
export function renderWith(ui: ReactElement, o: RenderWithOptions = {}) {
  const { searchParams, onUrlUpdate, ...rest } = o;
  const queryClient = makeQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate} hasMemory>
        {children}
      </NuqsTestingAdapter>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper, ...rest }), queryClient, user: userEvent.setup() };
}
