import { Anchor, Card, Text, Title } from '@mantine/core';
import type { SetupChecklistItem, SetupItem } from '@pragati/domain';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '../../../lib/paths';
import { useSetupChecklist } from '../api/setup-checklist';
import homeClasses from '../../../components/home-panel.module.css';
import classes from './setup-checklist.module.css';

/** Where each item is done; the contacts are settings on the server, so they have no screen. */
const LINKS: Record<Exclude<SetupItem, 'contacts'>, string> = {
  adminPassword: paths.changePassword,
  questionBank: paths.admin.questions,
  backup: paths.admin.backup,
  // The upload is the home's own Teachers panel.
  teachers: '#teachers',
};

function ItemText({ item }: { item: SetupChecklistItem }) {
  const t = useTranslations('admin.setup');
  const key = item.key;
  const link = key === 'contacts' ? null : { to: LINKS[key], label: t(`${key}.link`) };
  return (
    <>
      <Text fw={600} component="span">
        {t(`${item.key}.title`)}
      </Text>{' '}
      <span className={item.done ? classes.done : classes.todo}>
        {item.done ? t('done') : t('toDo')}
      </span>
      {!item.done && (
        <Text size="sm" mt={4}>
          {t(`${item.key}.hint`)}
          {item.unset && item.unset.length > 0 && (
            <>
              {' '}
              {item.unset.map((name, i) => (
                <span key={name}>
                  {i > 0 && ', '}
                  <code>{name}</code>
                </span>
              ))}
            </>
          )}
        </Text>
      )}
      {!item.done && link?.to.startsWith('#') && (
        <Anchor size="sm" href={link.to} display="block">
          {link.label}
        </Anchor>
      )}
      {!item.done && link && !link.to.startsWith('#') && (
        <Anchor size="sm" component={Link} to={link.to} display="block">
          {link.label}
        </Anchor>
      )}
    </>
  );
}

/**
 * The first admin's checklist (issue 26 item 15): each step with its state in words and a link
 * to where it is done. Once every step is done it steps aside; a failed read shows nothing, as
 * the rest of the home works without it.
 */
export function SetupChecklist() {
  const t = useTranslations('admin.setup');
  const checklist = useSetupChecklist();
  const items = checklist.data?.items;
  if (!items || items.every((item) => item.done)) return null;
  const left = items.filter((item) => !item.done).length;
  return (
    <Card withBorder padding="lg" radius="md" mb="lg" component="section" aria-labelledby="setup">
      <Title order={2} id="setup" className={homeClasses.panelTitle}>
        {t('title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('intro', { count: left })}
      </Text>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.key} className={classes.item}>
            <ItemText item={item} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
