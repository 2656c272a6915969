import { Button, VisuallyHidden } from '@mantine/core';
import {
  CATEGORY_DISPLAY_NAMES,
  EASY_READ_SHOWN,
  type EasyReadArea,
  firstFew,
} from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { EnglishOnlyNote } from '../../../components/english-text';
import { useLocaleState, useMsg } from '../../../i18n/i18n-provider';
import { AreaPicture } from './area-pictures';
import classes from './easy-read.module.css';
import { ReadAloudButton } from './read-aloud';

type Line = 'canDo' | 'learning' | 'activities';
const LINES: Line[] = ['canDo', 'learning', 'activities'];

/** One area of the summary: its picture and name, then each line group that has items. */
export function AreaSummary({ area, sex }: { area: EasyReadArea; sex: string }) {
  const t = useTranslations('easyRead');
  const m = useMsg();
  const { locale } = useLocaleState();
  // An item in the user's language where the term's bank had it; otherwise its English text,
  // marked as English so a screen reader reads it as such.
  const itemsOf = (line: Line): Item[] =>
    area[line].map((text, i) => {
      const hindi = area.hi?.[line][i];
      if (locale === 'hi' && hindi) return { text: hindi };
      return locale === 'en' ? { text } : { text, lang: 'en' };
    });
  const name = m(CATEGORY_DISPLAY_NAMES[area.category]);
  const headingId = `easy-read-${area.category}`;
  const lines = LINES.filter((line) => area[line].length > 0);
  return (
    <section className={classes.area} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.areaHeading}>
        <AreaPicture category={area.category} />
        <span>{name}</span>
      </h2>
      {lines.length === 0 ? (
        <p className={classes.line}>{t('nothingYet')}</p>
      ) : (
        lines.map((line) => (
          <LineGroup
            key={line}
            id={`${headingId}-${line}`}
            label={t(line, { sex })}
            items={itemsOf(line)}
            areaName={name}
          />
        ))
      )}
    </section>
  );
}

type Item = { text: string; lang?: string };

/** "I can do by myself:" and its items, one a line; at most three until "Show all". */
function LineGroup(props: { id: string; label: string; items: Item[]; areaName: string }) {
  const { id, label, items, areaName } = props;
  const t = useTranslations('easyRead');
  const [all, setAll] = useState(false);
  const { shown, more } = all ? { shown: items, more: 0 } : firstFew(items);
  const andMore = more > 0 ? t('andMore', { count: more }) : '';
  // Read as short sentences, each item its own, so the voice pauses between them.
  const spoken = [label, ...shown.map((item) => item.text.replace(/[.।\s]+$/u, '') + '.'), andMore]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes.group}>
      <div id={id}>
        <p className={classes.groupLabel}>{label}</p>
        <ul className={classes.items}>
          {shown.map((item, i) =>
            item.lang ? (
              // No text in the screen's language: the English, marked so, and a plain note.
              <li key={i}>
                <span lang={item.lang}>{item.text}</span>
                <EnglishOnlyNote className={classes.note} />
              </li>
            ) : (
              <li key={i}>{item.text}</li>
            ),
          )}
        </ul>
        {andMore && <p className={classes.line}>{andMore}</p>}
      </div>
      <div className={classes.actions}>
        <ReadAloudButton text={spoken} describedBy={id} />
        {items.length > EASY_READ_SHOWN && (
          <Button
            variant="default"
            className={classes.readAloud}
            aria-expanded={all}
            onClick={() => setAll((v) => !v)}
          >
            {all ? t('showFewer') : t('showAll')}{' '}
            <VisuallyHidden>
              {t('showAllContext', { area: areaName, line: label.replace(/[:：]\s*$/u, '') })}
            </VisuallyHidden>
          </Button>
        )}
      </div>
    </div>
  );
}
