// Placeholder while the page is being built.
export default function CheatsheetDetailPage() {
  return <div className="container page">Coming soon.</div>;
}
