/**
 * The optional groups of the clinical intake (spec section 3), as data: one list of keys and
 * labels drives the zod schema, the registration form and the details view, so a field is added
 * in one place. Keys are the spec's (typos such as `genogran` kept: the institute's records use
 * them). Where the spec shows only a placeholder, the team chose a developmental milestone.
 */
export type IntakeField = { key: string; label: string };
export type IntakeFieldGroup = { title: string; fields: readonly IntakeField[] };

const f = (key: string, label: string): IntakeField => ({ key, label });

/** Nine presenting complaints; each has an onset text and a `…Duration` text. */
export const PRESENTING_COMPLAINTS = [
  f('hasDysmorphicFeatures', 'Has dysmorphic features'),
  f('smallSizedHead', 'Small sized head'),
  f('ableToWalkAndRun', 'Able to walk and run'),
  f(
    'noAgeAppropriateComprehensionAndSpeechDevelopment',
    'No age-appropriate comprehension and speech development',
  ),
  f('reachesGraspsAndManipulatesObjects', 'Reaches, grasps and manipulates objects'),
  f(
    'emotionallyAttachedToParentsAndRecognisesAllFamilyMembers',
    'Emotionally attached to parents and recognises all family members',
  ),
  f('hasAdequateEyeContactAndSocialSmile', 'Has adequate eye contact and social smile'),
  f('eatsSelf', 'Eats self'),
  f('indicatesToiletNeeds', 'Indicates toilet needs'),
] as const;

export const durationKey = (key: string) => `${key}Duration`;

export const HISTORY_GROUPS: readonly IntakeFieldGroup[] = [
  {
    title: 'Prenatal',
    fields: [
      f('chromosomalAberrations', 'Chromosomal aberrations'),
      f('rhIncompatibility', 'Rh incompatibility'),
      f('geneticAberrations', 'Genetic aberrations'),
      f('consanguinity', 'Consanguinity'),
      f('threatenedAbortion', 'Threatened abortion'),
      f('potentiallyHarmfulMedication', 'Potentially harmful medication'),
      f('antenatalCheckUps', 'Antenatal check-ups'),
      f('infections1', 'Infections (first trimester)'),
      f('infections2', 'Infections (second trimester)'),
      f('infections3', 'Infections (third trimester)'),
      f('pregnancy', 'Pregnancy (planned / unplanned)'),
      f('nutrition', 'Nutrition during pregnancy'),
      f('alcohol', 'Alcohol'),
      f('nicotine', 'Nicotine'),
      f('ageAtConception', 'Mother’s age at conception'),
      f('hypertension', 'Hypertension'),
      f('diabetes', 'Diabetes'),
      f('jaundice1', 'Jaundice (mother, during pregnancy)'),
      f('bleedingDuringPregnancy', 'Bleeding during pregnancy'),
      f('exposureToRadiation', 'Exposure to radiation'),
      f('emotionalStress', 'Emotional stress'),
      f('fetalMovement', 'Fetal movement'),
    ],
  },
  {
    title: 'Natal',
    fields: [
      f('labourDuration', 'Labour duration'),
      f('prolapsedCord', 'Prolapsed cord'),
      f('cordAroundNeck', 'Cord around neck'),
      f('deliveryPlace', 'Place of delivery'),
      f('term', 'Term (full term / pre-term / post-term)'),
      f('deliveryType', 'Type of delivery'),
      f('birthCry', 'Birth cry'),
      f('birthWeight', 'Birth weight'),
      f('birthInjury', 'Birth injury'),
      f('cyanosis', 'Cyanosis'),
    ],
  },
  {
    title: 'Postnatal',
    fields: [
      f('respiratoryDistress', 'Respiratory distress'),
      f('jaundice2', 'Neonatal jaundice'),
      f('jaundice3', 'Jaundice (later infancy)'),
      f('neonatalSeizures', 'Neonatal seizures'),
      f('feedingDifficulties', 'Feeding difficulties'),
      f('incubatorCare', 'Incubator / NICU care'),
      f('thyroidDysfunctions', 'Thyroid dysfunctions'),
      f('significantHeadInjury', 'Significant head injury'),
      f('postnatalInfections', 'Infections (brain fever, meningitis)'),
      f('nutritionalDeficiency', 'Nutritional deficiency'),
      f('immunisation', 'Immunisation'),
    ],
  },
];

export const FAMILY_HISTORY_GROUPS: readonly IntakeFieldGroup[] = [
  {
    title: 'Family',
    fields: [
      f('typeOfFamily', 'Type of family'),
      f('genogran', 'Genogram'),
      f('consanguinity', 'Consanguinity'),
      f('mentalRetardation', 'Intellectual disability in the family'),
      f('seizuresOrConvulsions', 'Seizures or convulsions'),
      f('hearingProblems', 'Hearing problems'),
      f('speechProblems', 'Speech problems'),
      f('mentalIllness', 'Mental illness'),
      f('autismOrSpectrumDisorder', 'Autism or spectrum disorder'),
      f('visualProblem', 'Visual problem'),
      f('locomotorProblem', 'Locomotor problem'),
      f('learningDisabilities', 'Learning disabilities'),
      f('familyInvolvement', 'Family involvement in care and training'),
      f('neighbourhoodAttitude', 'Attitude of neighbours'),
      f('neighbourhoodInteraction', 'Interaction with the neighbourhood'),
    ],
  },
  {
    title: 'Education',
    fields: [
      f('typeOfSchooling', 'Type of schooling'),
      f('educationalHistory', 'Educational history'),
      f('discontinuedSchool', 'Discontinued school (when and why)'),
      f('teacherReport', 'Teacher’s report'),
      f('overallPerformance', 'Overall performance'),
    ],
  },
  {
    title: 'Play',
    fields: [
      f('playActivities', 'Play activities'),
      f('playCompanions', 'Play companions'),
      f('playBehaviour', 'Play behaviour'),
    ],
  },
  {
    title: 'Menstrual history',
    fields: [
      f('attainedMenarche', 'Attained menarche'),
      f('ageofAttainmentOfMenarche', 'Age at menarche'),
      f('periodicity', 'Periodicity'),
      f('menstrualHistory', 'Menstrual history and hygiene'),
    ],
  },
  {
    title: 'Vocation',
    fields: [
      f('vocationalTraining', 'Vocational training'),
      f('occupationalHistory', 'Occupational history'),
      f('employment', 'Employment'),
    ],
  },
];

export const DEVELOPMENT_HISTORY_GROUPS: readonly IntakeFieldGroup[] = [
  {
    title: 'Motor milestones',
    fields: [
      f('headControl3To5Months', 'Head control (3–5 months)'),
      f('rolling3To5Months', 'Rolling (3–5 months)'),
      f('sitting6To8Months', 'Sitting (6–8 months)'),
      f('crawling6To8Months', 'Crawling (6–8 months)'),
      f('walking11To14Months', 'Walking (11–14 months)'),
      f('standing9To11Months', 'Standing with support (9–11 months)'),
      f('running2To3Years', 'Running (2–3 years)'),
      f('climbingStairs2To3Years', 'Climbing stairs (2–3 years)'),
    ],
  },
  {
    title: 'Speech and self-help milestones',
    fields: [
      f('babbling4To8Months', 'Babbling (4–8 months)'),
      f('firstWords11To12Months', 'First words (11–12 months)'),
      f('twoWordPhrases18To24Months', 'Two-word phrases (18–24 months)'),
      f('sentences2To3Years', 'Sentences (2–3 years)'),
      f('bladderControl2To3Years', 'Bladder control (2–3 years)'),
      f('bowelControl2To3Years', 'Bowel control (2–3 years)'),
      f('feedsSelf3To4Years', 'Feeds self (3–4 years)'),
    ],
  },
  {
    title: 'Present development and illnesses',
    fields: [
      f('cognitive', 'Cognitive'),
      f('motor', 'Motor'),
      f('speechAndLanguage', 'Speech and language'),
      f('social', 'Social'),
      f('significantMedicalIllness', 'Significant medical illness'),
      f('significantSurgicalIllness', 'Significant surgical illness'),
      f('significantPsycologicalIllness', 'Significant psychological illness'),
      f('anyNegativeReactions', 'Any negative reactions'),
    ],
  },
];

export const groupKeys = (groups: readonly IntakeFieldGroup[]) =>
  groups.flatMap((g) => g.fields.map((field) => field.key));
