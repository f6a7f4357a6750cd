// Placeholder while the admin screen is being built.
export default function ManageExamPatternsPage() {
  return <div className="container page">Coming soon.</div>;
}
