import { useEffect, useRef, useState } from 'react';
import { validateRegisteredUser } from '../../core/api/registration';
import { usePortal } from '../../lib/portal-services';
import { failureText } from '../../ui/use-submission';

/** What validateRegisteredUser said about an email: taken, free, or the check itself failed. */
export type EmailVerdict = 'registered' | 'free' | 'failed';

interface Shown {
  key: string;
  verdict: EmailVerdict | 'checking';
  /** The failure text when the check failed (access §8 "Validate registered user failure"). */
  message: string | null;
}

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * access §5: an email that already has an account makes the sign-up form
 * invalid. Each address is asked about once (on leaving the field, again
 * before submit only when the answer is not known yet); a failed check is
 * not remembered, so the next attempt asks again.
 */
export function useRegisteredCheck(currentEmail: string) {
  const { client } = usePortal();
  const known = useRef(new Map<string, Promise<{ verdict: EmailVerdict; message: string | null }>>());
  const latest = useRef('');
  const alive = useRef(true);
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  async function ensure(email: string): Promise<EmailVerdict> {
    const key = keyOf(email);
    latest.current = key;
    let answer = known.current.get(key);
    if (!answer) {
      answer = validateRegisteredUser(client, email.trim()).then(
        (status) => ({ verdict: status === 'OK' ? ('registered' as const) : ('free' as const), message: null }),
        (error: unknown) => {
          known.current.delete(key);
          return { verdict: 'failed' as const, message: failureText(error) };
        },
      );
      known.current.set(key, answer);
      setShown({ key, verdict: 'checking', message: null });
    }
    const { verdict, message } = await answer;
    if (alive.current && latest.current === key) setShown({ key, verdict, message });
    return verdict;
  }

  /** The server refused the address as taken after all (studentRegistration 409). */
  function markRegistered(email: string): void {
    const key = keyOf(email);
    known.current.set(key, Promise.resolve({ verdict: 'registered', message: null }));
    latest.current = key;
    setShown({ key, verdict: 'registered', message: null });
  }

  const current = shown && shown.key === keyOf(currentEmail) ? shown : null;
  return {
    ensure,
    markRegistered,
    registered: current?.verdict === 'registered',
    checking: current?.verdict === 'checking',
    failure: current?.verdict === 'failed' ? current.message : null,
  };
}
