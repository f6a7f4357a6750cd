// Placeholder while the page is being built.
export default function TermsOfUsePage() {
  return <div className="container page">Coming soon.</div>;
}
