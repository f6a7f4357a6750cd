// Placeholder while the page is being built.
export default function ExamPatternsPage() {
  return <div className="container page">Coming soon.</div>;
}
