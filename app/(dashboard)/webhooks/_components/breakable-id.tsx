import { Fragment } from "react";

/** A trigger id that may break after each underscore, so a long one wraps in a narrow column. */
export function BreakableId({ id }: { id: string }) {
  return id.split("_").map((part, i) =>
    i === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed id never move.
      <Fragment key={i}>
        _<wbr />
        {part}
      </Fragment>
    ),
  );
}
