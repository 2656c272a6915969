import { ANSWER_CODE_LEGEND, RECREATIONAL_SCALE_TEXT } from '@pragati/domain';
import classes from './counts-legend.module.css';

/**
 * The legend of the answer codes and the A–E grades beside every count (decisions §11), on screen
 * and in print. Shared by the teacher's screens and the history report. A line on a desk; on a
 * phone one code per line, so it reads without hunting along a wrapped sentence.
 */
export function CountsLegend() {
  return (
    <div className={classes.legend}>
      <span className={classes.title}>Counts: </span>
      <ul className={classes.codes}>
        {ANSWER_CODE_LEGEND.map(({ code, meaning }, i) => (
          <li key={code} className={classes.item}>
            <abbr title={meaning} className={classes.code}>
              {code}
            </abbr>{' '}
            {meaning}
            {i < ANSWER_CODE_LEGEND.length - 1 ? '; ' : '.'}
          </li>
        ))}
      </ul>{' '}
      <p className={classes.line}>The percent is + out of every answer except NA.</p>
      <p className={classes.line}>{RECREATIONAL_SCALE_TEXT}</p>
    </div>
  );
}
