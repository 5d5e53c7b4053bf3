import { Fragment } from 'react';

/**
 * Text such as an email address that wraps at its natural joints — before the "@" and before each dot, as typesetters
 * break addresses — instead of mid-word. Only a run still longer than the line breaks elsewhere, by the container's
 * own overflow-wrap, as the last resort of a narrow screen.
 */
export function WrappableText({ text }: { text: string }) {
  const parts = text.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        // The parts of one string never reorder, so their index is a stable key.
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
