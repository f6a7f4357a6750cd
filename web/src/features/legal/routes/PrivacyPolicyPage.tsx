// Placeholder while the page is being built.
export default function PrivacyPolicyPage() {
  return <div className="container page">Coming soon.</div>;
}
