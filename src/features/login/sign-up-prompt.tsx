import { Link } from 'wouter';
import { accessScreens } from '../../core/messages/access';
import { pathTo } from '../../lib/paths';

/** The sign-up parameters a login link carries over to /pg/signup (access §2 route table). */
const carried = ['classId', 'classid', 'registerUser', 'redirectUrl'] as const;

/** access §2: "Don't have an account? Sign Up", shown only when the login query has `signup`. */
export function SignUpPrompt({ query }: { query: URLSearchParams }) {
  const keep: Record<string, string | undefined> = {};
  for (const name of carried) keep[name] = query.get(name) ?? undefined;
  return (
    <p className="sp-center sp-aside">
      {accessScreens.noAccount} <Link href={pathTo('signup', keep)}>{accessScreens.signUp}</Link>
    </p>
  );
}
