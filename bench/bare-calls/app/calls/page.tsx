import { BareCallsTable } from "./bare-calls-table";

export default function Page() {
  return (
    <main>
      <h1>Calls</h1>
      <BareCallsTable />
    </main>
  );
}
