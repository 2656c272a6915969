/**
 * The optional groups of the clinical intake (spec section 3), as data: one list of keys and
 * labels drives the zod schema, the registration form and the details view, so a field is added
 * in one place. Keys are the spec's (typos such as `genogran` kept: the institute's records use
 * them). Where the spec shows only a placeholder, the team chose a developmental milestone.
 * Every key the original client sends (shared/spec/intake-fields-original.md, decisions §7) is
 * here too, with that form's label (typos mended); where both forms had a field, ours stays.
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
      f('attemptedAbortion', 'Attempted abortion'),
      f('potentiallyHarmfulMedication', 'Potentially harmful medication'),
      f('antenatalCheckUps', 'Antenatal check-ups'),
      f('significantAccidentsInjury', 'Significant accidents / injury'),
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
      f('bleedingDuringLatePregnancy', 'Bleeding during late pregnancy'),
      f('exposureToRadiation', 'Exposure to radiation'),
      f('irradiation', 'Irradiation'),
      f('emotionalStress', 'Emotional stress'),
      f('psychologicalTrauma', 'Psychological trauma'),
      f('amnioticFluid', 'Amniotic fluid'),
      f('fetalMovement', 'Fetal movement'),
    ],
  },
  {
    title: 'Natal',
    fields: [
      f('labourDuration', 'Labour duration'),
      f('labourInduction', 'Labour induction'),
      f('prolapsedCord', 'Prolapsed cord'),
      f('cordAroundNeck', 'Cord around neck'),
      f('multiplePregnancies', 'Multiple pregnancies'),
      f('abnormalPresentation', 'Abnormal presentation'),
      f('deliveryPlace', 'Place of delivery'),
      f('deliveryConductedBy', 'Delivery conducted by'),
      f('term', 'Term (full term / pre-term / post-term)'),
      f('deliveryType', 'Type of delivery'),
      f('birthCry', 'Birth cry'),
      f('colorOfTheBaby', 'Colour of the baby'),
      f('birthWeight', 'Birth weight'),
      f('birthInjury', 'Birth injury'),
      f('significantInjury', 'Significant injury'),
      f('cyanosis', 'Cyanosis'),
      f('convulsions1', 'Convulsions (natal)'),
      f('feedingProblem', 'Feeding problems'),
      f(
        'separationFromMotherImmediatelyAfterDelivery',
        'Separation from mother immediately after delivery',
      ),
    ],
  },
  {
    title: 'Postnatal',
    fields: [
      f('respiratoryDistress', 'Respiratory distress'),
      f('jaundice2', 'Neonatal jaundice'),
      f('jaundice3', 'Jaundice (later infancy)'),
      f('neonatalSeizures', 'Neonatal seizures'),
      f('convulsions2', 'Convulsions (postnatal)'),
      f('feedingDifficulties', 'Feeding difficulties'),
      f('incubatorCare', 'Incubator / NICU care'),
      f('thyroidDysfunctions', 'Thyroid dysfunctions'),
      f('significantHeadInjury', 'Significant head injury'),
      f('postnatalInfections', 'Infections (brain fever, meningitis)'),
      f('nutritionalDeficiency', 'Nutritional deficiency'),
      f('nutritionalDisorders', 'Nutritional disorders'),
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
      f(
        'anyFamilyHistoryOfDelayDisabilityDisorderDiseaseDeficiency',
        'Any family history of delay / disability / disorder / disease / deficiency',
      ),
      f('supportOfExtendedFamily', 'Support of extended family'),
      f('familyInvolvement', 'Family involvement in care and training'),
      // The original form's heading over the five items below it; its answer names the areas.
      f('familyInvolvementIn', 'Family involvement in'),
      f('personalNeedsOfTheClient', 'Personal needs of the client'),
      f('playAndLeisureTimeActivities', 'Play and leisure time activities'),
      f('educationalActivities', 'Educational activities'),
      f('visitsToTheFamilyByOthers', 'Visits to the family by others'),
      f('familysVisitsOutside', 'Family’s visits outside'),
      f('neighbourhoodAttitude', 'Attitude of neighbours'),
      f('neighbourhoodInteraction', 'Interaction with the neighbourhood'),
      f('neighbourhoodParticipation', 'Neighbourhood participation'),
      f(
        'positiveIssuesWithNeighborhoodBecauseOfTheClient',
        'Positive issues with neighbourhood because of the client',
      ),
      f(
        'negativeIssuesWithNeighborhoodBecauseOfTheClient',
        'Negative issues with neighbourhood because of the client',
      ),
    ],
  },
  {
    title: 'Education',
    fields: [
      f('typeOfSchooling', 'Type of schooling'),
      f('ageOfAdmissionintoSchoolInYears', 'Age at admission into school (years)'),
      f('educationalHistory', 'Educational history'),
      f('discontinuedSchool', 'Discontinued school (when and why)'),
      f('ifYesReasonForDiscontinuingSchooling', 'If yes, reason for discontinuing schooling'),
      f('teacherReport', 'Teacher’s report'),
      f('overallPerformance', 'Overall performance'),
    ],
  },
  {
    title: 'Play',
    fields: [
      f('playActivities', 'Play activities'),
      f('involvementInPlay', 'Involvement in play'),
      f('observesOthersPlaying', 'Observes others playing'),
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
      f('anySignificantDetails', 'Any significant details'),
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
      f('bilateralHoldingOfToys3To6Months', 'Bilateral holding of toys (3–6 months)'),
      f('sitting6To8Months', 'Sitting (6–8 months)'),
      f('independentSitting6To8Months', 'Independent sitting (6–8 months)'),
      f('crawling6To8Months', 'Crawling (6–8 months)'),
      f(
        'holdingSmallItemsWithFingerAndThumb6To9Months',
        'Holding small items with finger and thumb (6–9 months)',
      ),
      f('walking11To14Months', 'Walking (11–14 months)'),
      f('standing9To11Months', 'Standing with support (9–11 months)'),
      f('scribblingWithACrayon12To18Months', 'Scribbling with a crayon (12–18 months)'),
      f('running2To3Years', 'Running (2–3 years)'),
      f('climbingStairs2To3Years', 'Climbing stairs (2–3 years)'),
    ],
  },
  {
    title: 'Speech, social and self-help milestones',
    fields: [
      // The original form's key says 3–4 months; its label, shown here, says 2–4.
      f('smilesAtOthers3To4Months', 'Smiles at others (2–4 months)'),
      f('babbling4To8Months', 'Babbling (4–8 months)'),
      f('respondsToName7To12Months', 'Responds to name (7–12 months)'),
      f('firstWords11To12Months', 'First words (11–12 months)'),
      f('twoWordPhrases18To24Months', 'Two-word phrases (18–24 months)'),
      // Two keys of the original form repeat milestones ours already had; both are kept (its
      // records hold them under these keys) and labelled apart so no two fields share a label.
      f('twoWordsPhrases18To24Months', 'Two-word phrases (18–24 months, earlier form)'),
      f('sentences2To3Years', 'Sentences (2–3 years)'),
      f('sentences2To3Months', 'Sentences (2–3 years, earlier form)'),
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

/** A group's title as a catalog key: "Speech, social and self-help milestones" → speechSocialAndSelfHelpMilestones. */
export const intakeGroupKey = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

const labelsOf = (fields: readonly IntakeField[]) =>
  Object.fromEntries(fields.map((field) => [field.key, field.label]));
const groupLabels = (groups: readonly IntakeFieldGroup[]) =>
  labelsOf(groups.flatMap((g) => g.fields));

/**
 * Every label of the intake's optional groups, keyed (issue 16): the catalog's `msg` holds them,
 * so the form and the details view show them in the user's language through the same lists.
 */
export const INTAKE_LABELS = {
  groups: Object.fromEntries(
    [...HISTORY_GROUPS, ...FAMILY_HISTORY_GROUPS, ...DEVELOPMENT_HISTORY_GROUPS].map((g) => [
      intakeGroupKey(g.title),
      g.title,
    ]),
  ),
  presentingComplaints: labelsOf(PRESENTING_COMPLAINTS),
  history: groupLabels(HISTORY_GROUPS),
  familyHistory: groupLabels(FAMILY_HISTORY_GROUPS),
  developmentHistory: groupLabels(DEVELOPMENT_HISTORY_GROUPS),
} as const;
