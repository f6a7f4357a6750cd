import { linkifyText } from '@/features/exam-patterns/lib/linkify';

/** Plain text whose http(s) addresses are links (opening in a new tab). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkifyText(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
