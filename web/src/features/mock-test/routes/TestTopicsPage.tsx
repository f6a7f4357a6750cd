// Placeholder while the page is being built.
export default function TestTopicsPage() {
  return <div className="container page">Coming soon.</div>;
}
