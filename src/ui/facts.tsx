import type { ReactNode } from 'react';

/** One fact: its label and value; a row that is null or false is left out. */
export type Fact = readonly [label: string, value: ReactNode] | null | false;

/**
 * A list of facts (receipt, shipments, case, course panel): label and value
 * side by side, one column on a phone (portal-css.ts `.sp-facts`).
 */
export function Facts({ rows }: { rows: readonly Fact[] }) {
  return (
    <dl className="sp-facts">
      {rows.map((row) =>
        row ? (
          <div key={row[0]}>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
