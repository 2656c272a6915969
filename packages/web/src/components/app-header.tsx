import { PRODUCT_TITLE } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { LanguageSwitch } from '../i18n/language-switch';
import { getBranding } from '../lib/branding';
import { useAccountActions } from './account-actions-slot';
import classes from './app-header.module.css';
import { HeaderButton } from './header-button';
import { ScrollButton } from './scroll-button';

export interface AppHeaderProps {
  /** The signed-in user's id, shown as "ID: …". */
  userId?: string;
  /** A person's name shown beside the id, e.g. the student on a report. */
  nameLabel?: string;
  /** Adds a Print button (the print stylesheet hides the controls). */
  printable?: boolean;
  /**
   * Whether the id line prints too (default). A report with its own letterhead leaves the viewer's
   * id off the paper (decisions §11).
   */
  printUser?: boolean;
  /** Adds a Back button to this path. */
  backTo?: string;
  /** Change Password and Logout; on by default, off where nobody is signed in. */
  withAccountActions?: boolean;
}

export function AppHeader({
  userId,
  nameLabel,
  printable = false,
  printUser = true,
  backTo,
  withAccountActions = true,
}: AppHeaderProps) {
  const branding = getBranding();
  const accountActions = useAccountActions();
  const t = useTranslations('header');
  const showInstitute = branding.name && branding.name !== PRODUCT_TITLE;
  return (
    <header
      className={`${classes.header}${userId || nameLabel ? ` ${classes.withUser}` : ''}${backTo ? ` ${classes.withBack}` : ''}`}
    >
      <div className={classes.brand}>
        {/* Decorative: the institute's name is right beside it. */}
        <img className={classes.logo} src={branding.logoUrl} alt="" width={44} height={44} />
        <div className={classes.brandText}>
          <p className={classes.product}>{PRODUCT_TITLE}</p>
          {showInstitute && <p className={classes.institute}>{branding.name}</p>}
        </div>
      </div>
      {(userId || nameLabel) && (
        <p className={`${classes.user}${printUser ? '' : ' no-print'}`}>
          {userId && (
            // On a phone beside a person's name, the viewer's own id is left to screen readers.
            <span className={nameLabel ? classes.idBesideName : undefined}>
              {t('userId', { id: userId })}
              {nameLabel && ' · '}
            </span>
          )}
          {nameLabel && <span>{nameLabel}</span>}
        </p>
      )}
      <div className={`${classes.actions} no-print`}>
        <ScrollButton placement="top" />
        {backTo && <HeaderButton icon="back" label={t('back')} to={backTo} variant="default" />}
        {printable && (
          <HeaderButton
            icon="print"
            label={t('print')}
            variant="default"
            onClick={() => window.print()}
          />
        )}
        {withAccountActions && (
          <span className={classes.languageAction}>
            <LanguageSwitch compact />
          </span>
        )}
        {withAccountActions && accountActions}
      </div>
    </header>
  );
}
