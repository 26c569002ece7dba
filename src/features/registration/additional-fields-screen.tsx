import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { accessScreens } from '../../core/messages/access';
import { accessErrors } from '../../core/messages/errors';
import { registrationDetailTexts } from '../../core/messages/registration';
import { portalScreens } from '../../core/messages/shell';
import { isCanadianStudent, type StudentIdentity } from '../../core/rules/additional-fields-submission';
import { leadFormFamily } from '../../core/rules/programs';
import { displayZip } from '../../core/rules/zip-display';
import type { LeadValues } from '../../core/validators/lead';
import { pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { Alert } from '../../ui/alert';
import { PortalLink } from '../../ui/portal-link';
import { Screen } from '../../ui/screen';
import { AdditionalFieldsForm } from './additional-fields-form';
import { useAdditionalFieldsLists } from './additional-fields-lists';
import { classProduct, useClassDetails, useClassIdParam } from './use-class-details';
import { LoadFailure } from '../../ui/load-failure';

/** access §4 / §9: the additional-fields step redirects 2000 ms after saving. */
export const additionalFieldsRedirectMs = 2000;

function Loading() {
  return (
    <p className="sp-center sp-muted" role="status">
      {portalScreens.loading}
    </p>
  );
}

/**
 * access §2 additional fields (`/pg/additionalfields?classid=`): the class
 * decides the program family's form (access §3) and the button (delivery 6:
 * 'Save my spot'). The update is for the signed-in student (sign-up logs the
 * visitor in first, access §4); a visitor who is not signed in is asked to
 * log in, or may skip to the confirmation. After saving: a saved state, then
 * /pg/confirmation?classid=… after 2000 ms on the mount's clock.
 */
export function AdditionalFieldsScreen() {
  const services = usePortal();
  const [, navigate] = useLocation();
  const classId = useClassIdParam();
  const { state: cls, retry: retryClass } = useClassDetails(classId);
  const { status, student, account } = useSnapshot(services.session);
  const details = cls.kind === 'ready' ? cls.value : null;
  const product = details ? classProduct(details) : null;
  const programCode = details?.programCode ?? product?.Program?.shortName ?? '';
  const family = details ? leadFormFamily(programCode) : null;
  const lists = useAdditionalFieldsLists(family);
  const [saved, setSaved] = useState(false);
  const confirmation = pathTo('confirmation', { classid: classId ?? undefined });

  // The latest navigation, so re-renders during the wait never restart the 2000 ms.
  const leave = useRef(() => navigate(confirmation));
  leave.current = () => navigate(confirmation);
  useEffect(() => {
    if (!saved) return undefined;
    return services.clock.setTimeout(() => leave.current(), additionalFieldsRedirectMs);
  }, [saved, services.clock]);

  const identity: StudentIdentity | null = student
    ? { studentId: student.studentId, email: student.email, firstName: student.firstName, lastName: student.lastName }
    : account
      ? account.userInfo
      : null;

  let body;
  if (saved) body = <Alert tone="success">{registrationDetailTexts.saved}</Alert>;
  else if (cls.kind === 'loading' || (cls.kind === 'ready' && status === 'unknown')) body = <Loading />;
  else if (cls.kind === 'missing' || !classId) body = <Alert tone="error">{accessErrors.noEvent}</Alert>;
  else if (cls.kind === 'failed') body = <LoadFailure message={cls.message} onRetry={retryClass} />;
  else if (!identity) {
    const here = pathTo('additionalFields', { classid: classId });
    body = (
      <Alert tone="info">
        <span className="sp-block">{registrationDetailTexts.visitorNotice}</span>
        <span className="sp-link-row">
          <PortalLink href={pathTo('login', { redirectUrl: here })}>{accessScreens.logIn}</PortalLink>
          <PortalLink href={confirmation}>{registrationDetailTexts.skipForNow}</PortalLink>
        </span>
      </Alert>
    );
  } else if (lists.state.kind === 'loading' || lists.state.kind === 'idle') body = <Loading />;
  else if (lists.state.kind === 'failed') body = <LoadFailure message={registrationDetailTexts.listsFailed} onRetry={lists.retry} />;
  else if (family && lists.state.kind === 'ready') {
    const parent = student?.RelationShip[0];
    const initial: LeadValues = {
      parentFirstName: parent?.parentFirstName ?? '',
      parentLastName: parent?.parentLastName ?? '',
      parentEmail: parent?.email1 ?? '',
    };
    body = (
      <AdditionalFieldsForm
        family={family}
        programCode={programCode}
        classId={classId}
        deliveryType={product?.deliveryType ?? null}
        lists={lists.state.value}
        identity={identity}
        student={student}
        initial={initial}
        // The sign-up's placeholder postal code is not the student's (issue 13 item 15).
        initialPostalCode={isCanadianStudent(student) ? displayZip(student?.StudentAddress[0]?.zip, 'CA') : ''}
        onSaved={() => setSaved(true)}
      />
    );
  }

  return <Screen heading={accessScreens.additionalFieldsHeading}>{body}</Screen>;
}
