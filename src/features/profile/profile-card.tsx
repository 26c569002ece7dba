import type { ReactNode } from 'react';
import { profileTexts } from '../../core/messages/profile';
import { PortalLink } from '../../ui/portal-link';

/** A card row: its label and value; a missing value reads "Not provided". */
export type ProfileRow = readonly [label: string, value: ReactNode];

/** One overview card (account §2), an item of the cards list: a titled list of rows and the card's edit link. */
export function ProfileCard({
  title,
  rows,
  editHref,
  editLabel,
}: {
  title: string;
  rows: readonly ProfileRow[];
  editHref: string;
  editLabel: string;
}) {
  return (
    <li className="sp-profile-card">
      <h2>{title}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? profileTexts.notProvided}</dd>
          </div>
        ))}
      </dl>
      <PortalLink href={editHref}>{editLabel}</PortalLink>
    </li>
  );
}
