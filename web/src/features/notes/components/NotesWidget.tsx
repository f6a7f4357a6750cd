// Placeholder while the notes widget is being built.
export default function NotesWidget() {
  return null;
}
