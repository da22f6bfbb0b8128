export default function Page() {
  return <h1>Bare</h1>;
}
