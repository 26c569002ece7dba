import { Link } from 'wouter';
import { portalScreens } from '../core/messages/shell';
import { Screen } from '../ui/screen';
import { pathTo } from '../lib/paths';

/** Unknown route: says so and offers a way home (issue #5). */
export function NotFoundScreen() {
  return (
    <Screen heading={portalScreens.notFoundHeading}>
      <p>{portalScreens.notFoundBody}</p>
      <p>
        <Link href={pathTo('home')}>{portalScreens.goHome}</Link>
      </p>
    </Screen>
  );
}

/** A declared route whose screen a later issue builds (account area). */
export function NotBuiltScreen({ title }: { title: string }) {
  return (
    <Screen heading={title} title={title}>
      <p>{portalScreens.notBuiltBody}</p>
      <p>
        <Link href={pathTo('home')}>{portalScreens.goHome}</Link>
      </p>
    </Screen>
  );
}
