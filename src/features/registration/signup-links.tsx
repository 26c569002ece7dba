import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../../lib/use-query';
import { accessScreens } from '../../core/messages/access';
import { signupTexts } from '../../core/messages/registration';
import { shellTexts } from '../../core/messages/shell';
import { accessValidation } from '../../core/messages/validation';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';

/** access §2: the Log In link brings the student back here afterwards (redirectUrl = this path and query). */
export function useLoginHref(): string {
  const [path] = useLocation();
  const search = useRawSearch();
  return pathTo('login', { redirectUrl: search ? `${path}?${search}` : path });
}

/** access §5: the already-registered message (accessValidation.emailAlreadyRegistered) with LOG IN as the link. */
export function RegisteredMessage({ loginHref }: { loginHref: string }) {
  const [before, after = ''] = accessValidation.emailAlreadyRegistered.split(signupTexts.logInLink);
  return (
    <>
      {before}
      <Link href={loginHref}>{signupTexts.logInLink}</Link>
      {after}
    </>
  );
}

/** access §8 "Validate registered user failure": said, with a way to log in, but it does not block signing up. */
export function CheckFailedNotice({ id, text, loginHref }: { id: string; text: string; loginHref: string }) {
  return (
    <p className="sp-signup-hint" id={id} role="status">
      {text} <Link href={loginHref}>{signupTexts.logInLink}</Link>
    </p>
  );
}

/** access §2: a Log In link for existing accounts. */
export function SignupLoginPrompt({ loginHref }: { loginHref: string }) {
  return (
    <p className="sp-center sp-aside">
      {signupTexts.haveAccount} <Link href={loginHref}>{accessScreens.logIn}</Link>
    </p>
  );
}

/** access §2: terms and privacy links, opening in a new tab. */
export function SignupTerms() {
  const { brand } = usePortal();
  const external = (url: string, label: string) => (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sp-visually-hidden"> {shellTexts.opensInNewTab}</span>
    </a>
  );
  return (
    <p className="sp-muted sp-signup-terms">
      {signupTexts.agreement} {external(brand.footerLinks.terms, signupTexts.termsLink)} {signupTexts.agreementJoin}{' '}
      {external(brand.footerLinks.privacy, signupTexts.privacyLink)}.
    </p>
  );
}
