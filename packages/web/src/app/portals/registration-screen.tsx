import { useDisabilityRegistrationStep } from '../../features/disability-profile/components/registration-step';
import { RegistrationPage } from '../../features/student-records/components/registration-page';

// The registration wizard with the optional disability profile step (issue 30 part 1). Features
// do not import each other, so the portal composes them.
export function RegistrationScreen() {
  const disability = useDisabilityRegistrationStep();
  return <RegistrationPage extraStep={disability} />;
}
