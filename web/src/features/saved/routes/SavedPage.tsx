// Placeholder while the page is being built.
export default function SavedPage() {
  return <div className="container page">Coming soon.</div>;
}
