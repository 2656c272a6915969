import { Button, Group } from '@mantine/core';
import {
  instituteDate,
  REGISTRATION_MESSAGES,
  type StudentDetailsRecord,
  studentDetailsUpdateSchema,
} from '@pragati/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLayout, PageStatus } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useStudentDetails } from '../api/student-details';
import { useUpdateStudentDetails } from '../api/update-student-details';
import {
  detailsPayload,
  type IntakeInfo,
  intakeFromRecord,
  type IntakeValues,
  type TextGroupName,
} from './intake/form-values';
import intake from './intake/intake.module.css';
import { OptionalGroups, type OptionalTab } from './intake/optional-groups';
import { RequiredFields } from './intake/required-fields';
import classes from './students.module.css';

/** Admin correction of a student's details (decisions §7): the registration rules, audited. */
export function EditStudentPage() {
  const session = readSession();
  const { studentId = '' } = useParams();
  const details = useStudentDetails('admin', studentId);
  return (
    <PageLayout
      title="Edit Student Details"
      userId={session?.userId}
      backTo={paths.admin.studentDetails(studentId)}
    >
      {details.isPending ? (
        <PageStatus />
      ) : details.isError ? (
        <p role="alert" className={classes.error}>
          Error: {details.error.message}
        </p>
      ) : (
        <EditForm record={details.data} />
      )}
    </PageLayout>
  );
}

function EditForm({ record }: { record: StudentDetailsRecord }) {
  const navigate = useNavigate();
  const update = useUpdateStudentDetails(record.regNo);
  const [values, setValues] = useState<IntakeValues>(() => intakeFromRecord(record));
  const [tab, setTab] = useState<OptionalTab>('info');
  const back = paths.admin.studentDetails(record.regNo);

  const onInfo = (patch: Partial<IntakeInfo>) =>
    setValues((v) => ({ ...v, info: { ...v.info, ...patch } }));
  const onGroup = (group: TextGroupName, key: string, value: string) =>
    setValues((v) => ({ ...v, [group]: { ...v[group], [key]: value } }));

  const save = () => {
    const payload = detailsPayload(values);
    const parsed = studentDetailsUpdateSchema(instituteDate(new Date())).safeParse(payload);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? REGISTRATION_MESSAGES.required);
      return;
    }
    update.mutate(payload, {
      onSuccess: (result) => {
        toast.success(result.msg);
        void navigate(back);
      },
      onError: (error) => toast.error(`Error: ${error.message}`),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 className={intake.stepHeading}>Required details</h2>
      <RequiredFields
        info={values.info}
        onInfo={onInfo}
        editing={{ maskedAadhaar: record.info.aadharNo }}
      />
      <h2 className={intake.stepHeading}>Optional details</h2>
      <OptionalGroups values={values} onInfo={onInfo} onGroup={onGroup} tab={tab} onTab={setTab} />
      <Group mt="xl">
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
        <Button component={Link} to={back} variant="default">
          Cancel
        </Button>
      </Group>
    </form>
  );
}
