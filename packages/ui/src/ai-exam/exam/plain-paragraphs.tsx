import type { CSSProperties } from 'react';

// As the renderer's paragraphs look (exam-markdown.module.css on Mantine's Typography), without loading either's
// stylesheet for sentences alone.
const paragraph: CSSProperties = { marginTop: 0, marginBottom: 'var(--mantine-spacing-sm)' };
const lastParagraph: CSSProperties = { ...paragraph, marginBottom: 0 };

/** A text of plain paragraphs (plain-paragraphs.ts), drawn as the renderer would draw it. */
export function PlainParagraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div>
      {paragraphs.map((text, index) => (
        <p key={index} style={index === paragraphs.length - 1 ? lastParagraph : paragraph}>
          {text}
        </p>
      ))}
    </div>
  );
}
