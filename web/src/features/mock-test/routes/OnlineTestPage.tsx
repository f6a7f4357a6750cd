// Placeholder while the page is being built.
export default function OnlineTestPage() {
  return <div className="container page">Coming soon.</div>;
}
