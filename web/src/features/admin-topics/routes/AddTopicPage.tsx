// Placeholder while the admin screen is being built.
export default function AddTopicPage() {
  return <div className="container page">Coming soon.</div>;
}
