import { accessScreens } from '../../core/messages/access';
import { bookingTexts } from '../../core/messages/registration';
import { Screen } from '../../ui/screen';
import { WithBookedClass } from './confirmation-class-state';
import { PhoneNumberForm } from './phone-number-form';

/**
 * access §2 `/pg/phonenumber?classid=…`: the text-reminder step for the class
 * just booked; without a class it shows accessErrors.noEvent like the sign-up.
 */
export function PhoneNumberScreen() {
  return (
    <WithBookedClass heading={accessScreens.phoneHeading}>
      {(details, classId) => (
        <Screen heading={accessScreens.phoneHeading} lead={bookingTexts.phoneLead}>
          <PhoneNumberForm details={details} classId={classId} />
        </Screen>
      )}
    </WithBookedClass>
  );
}
