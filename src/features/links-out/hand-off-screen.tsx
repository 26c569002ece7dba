import { useEffect } from 'react';
import { handOffPlaces, handOffTexts } from '../../core/messages/links-out';
import { classCodeOf, classPageHandOff, classSwitchHandOff, searchHandOff } from '../../core/rules/links-out';
import { usePortal } from '../../lib/portal-services';
import { useParams } from 'wouter';
import { useQuery, useRawSearch } from '../../lib/use-query';
import { Screen } from '../../ui/screen';
import { portalScreens } from '../../core/messages/shell';

/**
 * Issue 16 "Links out": a portal route whose page is on the brand site. It
 * says where the student is going, shows the link (a browser that does not
 * move, a screen reader) and sends the browser on:
 * - hash routing: `location.replace`, so Back never lands on this route and
 *   is sent on again;
 * - memory routing (a widget on a host page): `location.assign`, so Back
 *   returns to the host page; and never by itself on the mount's first screen
 *   (an `initialPath`), where only the student's click leaves the host page.
 * `target` is null when the brand config holds no safe page: the not-found text.
 */
export function HandOff({ target, place }: { target: string | null; place: string }) {
  const { leave, routing, location } = usePortal();
  const auto = target !== null && (routing !== 'memory' || location.navigations() > 0);
  useEffect(() => {
    if (auto && target) leave(target, { replace: routing !== 'memory' });
  }, [auto, target, leave, routing]);
  if (!target) {
    return (
      <Screen heading={portalScreens.notFoundHeading}>
        <p>{portalScreens.notFoundBody}</p>
      </Screen>
    );
  }
  return (
    <Screen heading={auto ? handOffTexts.takingYouTo(place) : handOffTexts.continueTo(place)}>
      <p>{auto ? handOffTexts.ifNothingHappens : handOffTexts.followLink}</p>
      <p>
        <a href={target}>{handOffTexts.open(place)}</a>
      </p>
    </Screen>
  );
}

/** account §2 "Other links out": `/class-switch?…` goes to the brand site's class-switch page, its known query kept. */
export function ClassSwitchHandOff() {
  const { brand } = usePortal();
  const search = useRawSearch();
  return <HandOff target={classSwitchHandOff(search, brand)} place={handOffPlaces.classSwitch(brand.displayName)} />;
}

/** access §2 `/search?q=`: the brand site's search for the text; without text, its search page. */
export function SearchHandOff() {
  const { brand } = usePortal();
  const q = useQuery().get('q')?.trim() ?? '';
  const place = q ? handOffPlaces.search(brand.displayName) : handOffPlaces.searchPage(brand.displayName);
  return <HandOff target={searchHandOff(q, brand)} place={place} />;
}

/** access §2 `/class/{code}`: a class code opens the brand site's class page; any other text is searched for there. */
export function ClassPageHandOff() {
  const { brand } = usePortal();
  const segment = useParams<{ code: string }>().code ?? '';
  const code = classCodeOf(segment);
  const place = code ? handOffPlaces.classPage(code, brand.displayName) : handOffPlaces.search(brand.displayName);
  return <HandOff target={classPageHandOff(segment, brand)} place={place} />;
}
