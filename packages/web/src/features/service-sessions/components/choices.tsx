import { Checkbox } from '@mantine/core';
import classes from './service-sessions.module.css';

/** A list of checkboxes, each row its label's 44 px target. */
export function Choices<T extends string | number>({
  legend,
  items,
  ticked,
  onChange,
}: {
  legend: string;
  items: { value: T; label: string }[];
  ticked: T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className={classes.choices}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <div key={item.value} className={classes.choice}>
          <Checkbox
            label={item.label}
            checked={ticked.includes(item.value)}
            onChange={(e) =>
              onChange(
                e.currentTarget.checked
                  ? [...ticked, item.value]
                  : ticked.filter((v) => v !== item.value),
              )
            }
          />
        </div>
      ))}
    </fieldset>
  );
}
