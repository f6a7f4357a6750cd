// Placeholder while the page is being built.
export default function SubtopicsPage() {
  return <div className="container page">Coming soon.</div>;
}
