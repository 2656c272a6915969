import { ANSWER_CODE_LEGEND, RECREATIONAL_SCALE_TEXT } from '@pragati/domain';
import classes from './counts-legend.module.css';

/**
 * The legend of the answer codes and the A–E grades beside every count (decisions §11), on screen
 * and in print. Shared by the teacher's screens and the history report.
 */
export function CountsLegend() {
  return (
    <div className={classes.legend}>
      <p className={classes.line}>
        <span className={classes.title}>Counts: </span>
        {ANSWER_CODE_LEGEND.map(({ code, meaning }, i) => (
          <span key={code} className={classes.item}>
            <abbr title={meaning} className={classes.code}>
              {code}
            </abbr>{' '}
            {meaning}
            {i < ANSWER_CODE_LEGEND.length - 1 ? '; ' : '.'}
          </span>
        ))}{' '}
        The percent is + out of every answer except NA.
      </p>
      <p className={classes.line}>{RECREATIONAL_SCALE_TEXT}</p>
    </div>
  );
}
