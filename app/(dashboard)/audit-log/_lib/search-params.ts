// Lives in lib: the CSV export route uses it too.
export * from "@/lib/audit-search-params";
