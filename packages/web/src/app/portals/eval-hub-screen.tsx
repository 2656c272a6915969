import { DisabilityProfileSection } from '../../features/disability-profile/components/disability-profile-section';
import { EvalHubPage } from '../../features/assessment/components/eval-hub-page';

// The teacher's term hub with the student's disability profile, read-only (issue 30): the class
// teacher reads it where they work with the child. The portal composes the two features.
export const EvalHubScreen = () => (
  <EvalHubPage extra={(regNo) => <DisabilityProfileSection regNo={regNo} role="teacher" />} />
);
