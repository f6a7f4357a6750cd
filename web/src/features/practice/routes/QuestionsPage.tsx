// Placeholder while the page is being built.
export default function QuestionsPage() {
  return <div className="container page">Coming soon.</div>;
}
