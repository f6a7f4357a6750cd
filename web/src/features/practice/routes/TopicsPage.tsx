// Placeholder while the page is being built.
export default function TopicsPage() {
  return <div className="container page">Coming soon.</div>;
}
