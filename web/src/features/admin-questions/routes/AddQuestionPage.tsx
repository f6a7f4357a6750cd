// Placeholder while the admin screen is being built.
export default function AddQuestionPage() {
  return <div className="container page">Coming soon.</div>;
}
