import { Button } from '@mantine/core';
import { PRODUCT_TITLE } from '@pragati/domain';
import { Link } from 'react-router';
import { getBranding } from '../lib/branding';
import { useAccountActions } from './account-actions-slot';
import classes from './app-header.module.css';

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
  const showInstitute = branding.name && branding.name !== PRODUCT_TITLE;
  return (
    <header className={classes.header}>
      <div className={classes.brand}>
        {/* Decorative: the institute's name is right beside it. */}
        <img className={classes.logo} src={branding.logoUrl} alt="" width={44} height={44} />
        <div>
          <p className={classes.product}>{PRODUCT_TITLE}</p>
          {showInstitute && <p className={classes.institute}>{branding.name}</p>}
        </div>
      </div>
      {(userId || nameLabel) && (
        <p className={`${classes.user}${printUser ? '' : ' no-print'}`}>
          {userId && <span>ID: {userId}</span>}
          {userId && nameLabel && ' · '}
          {nameLabel && <span>{nameLabel}</span>}
        </p>
      )}
      <div className={`${classes.actions} no-print`}>
        {backTo && (
          <Button component={Link} to={backTo} variant="default">
            Back
          </Button>
        )}
        {printable && (
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
        )}
        {withAccountActions && accountActions}
      </div>
    </header>
  );
}
