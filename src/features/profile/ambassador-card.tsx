import { ambassadorTexts } from '../../core/messages/profile';
import { shellTexts } from '../../core/messages/shell';
import { ambassadorSection, type AmbassadorStudent } from '../../core/rules/ambassador';
import { usePortal } from '../../lib/portal-services';

/**
 * Account §4: an ambassador's card on the profile overview: the share link,
 * the referral email (a `mailto:` the student addresses) and, outside
 * Canada, the programme's sign-up in a new tab. Nothing for anyone else.
 */
export function AmbassadorCard({ student }: { student: AmbassadorStudent }) {
  const { brand } = usePortal();
  const section = ambassadorSection(student, brand);
  if (!section) return null;
  return (
    <li className="sp-profile-card">
      <h2>{ambassadorTexts.title}</h2>
      <p>{ambassadorTexts.intro}</p>
      <dl>
        <div>
          <dt>{ambassadorTexts.shareLink}</dt>
          <dd>{section.shareUrl}</dd>
        </div>
      </dl>
      <a href={section.mailto}>{ambassadorTexts.email}</a>
      {section.signUpUrl ? (
        <a href={section.signUpUrl} target="_blank" rel="noopener noreferrer">
          {ambassadorTexts.signUp}
          <span className="sp-visually-hidden"> {shellTexts.opensInNewTab}</span>
        </a>
      ) : null}
    </li>
  );
}
