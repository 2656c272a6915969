import { Button, Text } from '@mantine/core';
import { DISABILITY_MESSAGES } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useCodeLists } from '../api/code-lists';
import { type ProfileReader, useDisabilityProfile } from '../api/disability-profile';
import { ClearProfileButton } from './clear-profile-button';
import { DocumentsSection } from './documents-section';
import { PlainWords } from './plain-words';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

type Props = { regNo: string; role: ProfileReader };

/**
 * The details' "Disability profile" section (issue 30): the admin edits; the principal and the
 * class teacher read; the student's account (the guardian) reads it in plain words.
 */
export function DisabilityProfileSection({ regNo, role }: Props) {
  const t = useTranslations('disabilityProfile');
  const m = useMsg();
  const found = useDisabilityProfile(role, regNo);
  const lists = useCodeLists();
  const [editing, setEditing] = useState(false);
  const profile = found.data?.profile ?? null;
  const list = lists.data?.lists.find((l) => l.year === profile?.codeListYear);

  let body;
  if (found.isPending || lists.isPending) {
    body = <Text>{t('loading')}</Text>;
  } else if (found.isError || lists.isError) {
    const message = (found.error ?? lists.error)?.message ?? '';
    body = <p role="alert">{t('loadError', { message: m(message) })}</p>;
  } else if (editing) {
    body = (
      <ProfileForm
        regNo={regNo}
        profile={profile}
        lists={lists.data.lists}
        onDone={() => setEditing(false)}
      />
    );
  } else if (!profile) {
    body = <Text>{m(DISABILITY_MESSAGES.notRecorded)}</Text>;
  } else if (role === 'student') {
    body = <PlainWords profile={profile} list={list} />;
  } else {
    body = <ProfileView profile={profile} list={list} />;
  }

  return (
    <section aria-labelledby="disability-heading">
      <h2 id="disability-heading">{t('heading')}</h2>
      {body}
      {role === 'admin' && !editing && found.isSuccess && lists.isSuccess && (
        <Button mt="sm" className="no-print" onClick={() => setEditing(true)}>
          {profile ? t('edit') : t('record')}
        </Button>
      )}
      {role === 'admin' && !editing && profile && (
        <ClearProfileButton regNo={regNo} codeListYear={profile.codeListYear} />
      )}
      {!editing && <DocumentsSection regNo={regNo} role={role} />}
    </section>
  );
}
