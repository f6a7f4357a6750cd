// Placeholder while the page is being built.
export default function TestSubtopicsPage() {
  return <div className="container page">Coming soon.</div>;
}
