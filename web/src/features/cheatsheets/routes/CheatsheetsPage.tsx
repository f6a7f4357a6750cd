// Placeholder while the page is being built.
export default function CheatsheetsPage() {
  return <div className="container page">Coming soon.</div>;
}
