import { Fragment } from 'react';

/**
 * A username that wraps where a person would break it: after its underscores, hyphens and dots first
 * ('delightful_dan_the_' / 'meme_lord'), anywhere in a run too long for the line as a last resort (the parent sets
 * `overflow-wrap`). Never cut with an ellipsis: on the results, the name is the news.
 */
export function PlayerName({ name }: { name: string }) {
  // Split keeping the separators ('a_b' → 'a', '_', 'b'), each followed by a break opportunity.
  const parts = name.split(/([_\-.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index % 2 === 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
