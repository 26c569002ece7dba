import type { ReactNode } from 'react';
import type { ClassDetails } from '../../core/api/structs/registration';
import { accessScreens } from '../../core/messages/access';
import { accessErrors } from '../../core/messages/errors';
import { portalScreens } from '../../core/messages/shell';
import { usePortal } from '../../lib/portal-services';
import { Screen } from '../../ui/screen';
import { useClassDetails, useClassIdParam } from './use-class-details';
import { LoadFailure } from '../../ui/load-failure';

/**
 * The class states the booking screens share (phone step, confirmation):
 * loading, the no-class message (accessErrors.noEvent, access §2/§8) with a way to find another event,
 * a failed load with its text and a retry, or the screen itself.
 */
export function WithBookedClass({ heading, children }: { heading: string; children: (details: ClassDetails, classId: string) => ReactNode }) {
  const { brand } = usePortal();
  const classId = useClassIdParam();
  const { state, retry } = useClassDetails(classId);
  if (state.kind === 'ready') return classId ? <>{children(state.value, classId)}</> : null;
  if (state.kind === 'missing' || !classId) {
    return (
      <Screen heading={accessErrors.noEvent}>
        <p className="sp-muted">{portalScreens.notFoundBody}</p>
        <a className="sp-button" data-block="true" href={brand.findEventUrl}>
          {accessScreens.lookForAnotherEvent}
        </a>
      </Screen>
    );
  }
  return (
    <Screen heading={heading}>
      {state.kind === 'loading' ? (
        <p className="sp-center" role="status">
          {portalScreens.loading}
        </p>
      ) : (
        <LoadFailure message={state.message} onRetry={retry} />
      )}
    </Screen>
  );
}
